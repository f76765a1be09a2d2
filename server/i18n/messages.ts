// Server messages in both languages. The SPA sends `Accept-Language: ko` or `en` with every call
// (CONTRACT.md); anything else, or nothing, gets Korean, the product's default language.
import type { ErrorCodeValue } from '../../contract/error-codes.js';

export type Language = 'ko' | 'en';
export const DEFAULT_LANGUAGE: Language = 'ko';

const messages: Record<Language, Record<ErrorCodeValue, string>> = {
  ko: {
    E001: '비밀번호가 올바르지 않습니다. 다시 입력해 주세요.',
    E002: '로그인을 완료할 수 없습니다. 관리자에게 문의해 주세요.',
    E003: '이메일 인증이 완료되지 않았습니다. 메일함을 확인해 주세요.',
    LOGIN_FAILED: '아이디와 비밀번호를 확인해 주세요.',
    VALIDATION_FAILED: '요청 내용이 올바르지 않습니다.',
    SESSION_INVALID: '로그인 정보가 유효하지 않습니다. 다시 로그인해 주세요.',
    NOT_FOUND: '요청한 내용을 찾을 수 없습니다.',
    SESSION_ID_INVALID: '이 계정의 로그인 기기가 아닙니다.',
    RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    SERVICE_UNAVAILABLE: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    INTERNAL_ERROR: '알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    NETWORK_ERROR: '서버에 연결할 수 없습니다. 네트워크를 확인해 주세요.',
    DUPLICATE_USER_ID: '이미 가입된 이메일입니다.',
    PASSWORD_RULE: '비밀번호는 영문, 숫자, 특수문자를 섞어 8~20자로 입력해 주세요.',
    PASSWORD_UNCHANGED: '새 비밀번호가 현재 비밀번호와 같습니다. 다른 비밀번호를 입력해 주세요.',
    PHONE_CODE_INVALID: '인증번호가 올바르지 않습니다. 다시 확인해 주세요.',
    PHONE_CODE_EXPIRED: '인증번호가 만료되었습니다. 인증번호를 다시 받아 주세요.',
    PHONE_CODE_LOCKED: '인증번호를 5회 잘못 입력했습니다. 인증번호를 다시 받아 주세요.',
    PHONE_NUMBER_INVALID: '이 서비스를 운영하는 국가의 휴대전화 번호가 아닙니다. 번호를 확인해 주세요.',
    PHONE_NUMBER_UNCHANGED: '이미 계정에 등록된 휴대전화 번호입니다.',
    USER_NAME_INVALID:
      '이름을 1~30자로 입력해 주세요. 글자 방향을 바꾸는 문자나 보이지 않는 문자만으로 된 이름은 쓸 수 없습니다.',
    EMAIL_INVALID: '이메일 형식이 올바르지 않습니다. name@example.com과 같이 입력해 주세요.',
    EMAIL_UNCHANGED: '지금 사용 중인 이메일입니다. 다른 이메일을 입력해 주세요.',
    PASSWORD_MISMATCH: '현재 비밀번호가 올바르지 않습니다.',
    EMAIL_CHANGE_INVALID: '유효하지 않은 이메일 변경 링크입니다.',
    EMAIL_CHANGE_EXPIRED: '이메일 변경 링크가 만료되었습니다. 내 정보에서 이메일 변경을 다시 요청해 주세요.',
    EMAIL_AUTH_INVALID: '유효하지 않은 인증 링크입니다.',
    EMAIL_AUTH_EXPIRED: '인증 링크가 만료되었습니다. 인증 메일을 다시 받아 주세요.',
    EMAIL_AUTH_ALREADY_VERIFIED: '이미 인증이 완료된 이메일입니다. 로그인해 주세요.',
    DELIVERY_FAILED: '메일 또는 문자를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
    FILE_TOO_LARGE: '파일 크기가 1GB를 넘습니다.',
    UPLOAD_IN_USE: '이 파일은 지금 다른 출품에 사용되고 있습니다. 잠시 후 다시 시도해 주세요.',
    UPLOAD_NOT_FINISHED: '파일 업로드가 아직 끝나지 않았습니다. 업로드를 마친 뒤 다시 출품해 주세요.',
    UPLOAD_LIMIT_REACHED:
      '진행 중인 업로드가 너무 많습니다. 진행 중인 업로드를 마치거나 취소한 뒤 다시 시도해 주세요.',
    FILE_NAME_INVALID:
      '파일명은 50자 이하여야 하며 / \\ .. 와 제어 문자, 보이지 않는 문자, 글자 방향을 바꾸는 문자를 포함할 수 없습니다.',
    FILE_TYPE_INVALID: '허용되지 않는 파일 형식입니다.',
    FILE_MISSING: '파일을 선택해 주세요.',
    VIDEO_DURATION_INVALID: '영상 길이가 공모전의 길이 조건에 맞지 않습니다.',
    THUMBNAIL_SIZE_INVALID: '썸네일은 정확히 720 × 405 픽셀이어야 합니다.',
    TITLE_INVALID:
      '제목을 20자 이내로 입력해 주세요. 글자 방향을 바꾸는 문자나 보이지 않는 문자만으로 된 제목은 쓸 수 없습니다.',
    DESCRIPTION_INVALID:
      '설명은 200자까지 입력할 수 있습니다. 글자 방향을 바꾸는 문자나 보이지 않는 문자만으로 된 설명은 쓸 수 없습니다.',
    CONTROL_CHARACTERS: '입력한 내용에 사용할 수 없는 문자가 있습니다.',
    SUBMISSION_STATE_CONFLICT: '현재 상태에서는 이 작업을 할 수 없습니다. 페이지를 새로고침해 주세요.',
    OPERATOR_LOGIN_FAILED: '이메일, 비밀번호 또는 인증 코드가 올바르지 않습니다.',
    OPERATOR_SETUP_INVALID:
      '설정 링크가 올바르지 않거나 이미 사용되었습니다. 관리자에게 새 링크를 요청해 주세요.',
    OPERATOR_SETUP_EXPIRED: '설정 링크의 유효 기간(72시간)이 지났습니다. 관리자에게 새 링크를 요청해 주세요.',
    OPERATOR_CODE_INVALID: '인증 앱의 코드가 올바르지 않습니다. 새로 표시된 코드를 입력해 주세요.',
    OPERATOR_ROLE_FORBIDDEN: '이 역할로는 사용할 수 없는 기능입니다.',
    OPERATOR_EMAIL_TAKEN: '이미 등록된 운영자 이메일입니다.',
    REVIEW_COMMENT_NOT_FOUND: '코멘트를 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
    ACCOUNT_STATE_CONFLICT: '계정의 현재 상태에서는 이 작업을 할 수 없습니다. 새로고침해 주세요.',
    COMPETITION_INPUT_INVALID: '입력한 값으로는 저장할 수 없습니다. 항목을 확인해 주세요.',
    TOPIC_TYPE_LOCKED: '그룹이나 출품작이 있는 공모전은 출품 형식(영상/이미지)을 바꿀 수 없습니다.',
    GROUP_CAPACITY_EXCEEDED: '선택한 출품작이 그룹 정원보다 많습니다.',
    GROUP_STATE_CONFLICT: '그룹의 현재 상태에서는 이 작업을 할 수 없습니다. 새로고침해 주세요.',
    PRODUCTION_TIME_INVALID: '제작 시각이 그룹의 경쟁 기간 밖이거나 미래입니다.',
    COMPETITION_JOBS_BUSY: '다른 통계 실행이나 상태 변경이 진행 중입니다. 1분 후에 다시 시도해 주세요.',
    CATEGORY_IN_USE:
      '이 카테고리에 음원·폰트나 하위 카테고리가 있어 삭제할 수 없습니다. 먼저 옮기거나 삭제해 주세요.',
    ENTRY_NOT_YET_OPEN: '아직 출품 기간이 시작되지 않았습니다. 출품 기간이 시작되면 다시 시도해 주세요.',
    ENTRY_CLOSED: '출품 기간이 끝나 더 이상 출품할 수 없습니다.',
    INQUIRY_TITLE_INVALID:
      '제목을 50자 이내로 입력해 주세요. 글자 방향을 바꾸는 문자나 보이지 않는 문자만으로 된 제목은 쓸 수 없습니다.',
    INQUIRY_CONTENT_INVALID:
      '문의 내용을 2,000자 이내로 입력해 주세요. 글자 방향을 바꾸는 문자나 보이지 않는 문자만으로 된 내용은 쓸 수 없습니다.',
    INQUIRY_CATEGORY_INVALID: '문의 유형을 선택해 주세요.',
    INQUIRY_LINK_INVALID: '본인의 출품작 중에서 선택해 주세요.',
    INQUIRY_STATE_CONFLICT:
      '답변이 완료되었거나 삭제된 문의는 수정할 수 없습니다. 페이지를 새로고침해 주세요.',
    WITHDRAWAL_AMOUNT_INVALID: '출금 금액을 올바르게 입력해 주세요.',
    WITHDRAWAL_BELOW_MINIMUM: '최소 출금 금액 이상을 입력해 주세요.',
    WITHDRAWAL_INSUFFICIENT_BALANCE: '출금 가능 금액보다 많이 신청할 수 없습니다.',
    WITHDRAWAL_PENDING: '처리 중인 출금 신청이 있습니다. 지급이 끝난 뒤 다시 신청해 주세요.',
    WITHDRAWAL_HOLDER_INVALID:
      '예금주를 40자 이내로 입력해 주세요. 글자 방향을 바꾸는 문자나 보이지 않는 문자만으로 된 이름은 쓸 수 없습니다.',
    WITHDRAWAL_BANK_INVALID: '은행을 선택해 주세요.',
    WITHDRAWAL_BANK_UNKNOWN: '목록에 있는 은행 중에서 선택해 주세요.',
    WITHDRAWAL_ACCOUNT_INVALID: '계좌번호를 숫자로, 은행이 알려 준 자릿수대로 입력해 주세요.',
    WITHDRAWAL_ACCOUNT_SOURCE_INVALID: '지난 신청의 계좌를 다시 쓸 수 없습니다. 계좌를 새로 입력해 주세요.',
    WITHDRAWAL_PAYEE_TYPE_INVALID:
      '개인 또는 사업자를 선택해 주세요. 부가가치세 과세사업자는 사업자만 선택할 수 있습니다.',
    WITHDRAWAL_BIRTH_DATE_INVALID: '생년월일을 올바르게 입력해 주세요.',
    WITHDRAWAL_GUARDIAN_REQUIRED: '미성년자는 법정대리인의 이름, 연락처와 동의서를 함께 제출해야 합니다.',
    WITHDRAWAL_DOCUMENTS_REQUIRED: '첫 출금 신청에는 출금 서류를 1~5개 첨부해 주세요.',
    IDEMPOTENCY_KEY_INVALID: '요청을 처리할 수 없습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
    IDEMPOTENCY_KEY_REUSED: '이미 처리된 요청입니다. 페이지를 새로고침해 주세요.',
    WITHDRAWAL_STATE_CONFLICT: '현재 상태에서는 이 출금 신청을 처리할 수 없습니다.',
    LEAVE_WITHDRAWAL_PENDING:
      '지급을 기다리는 출금 신청이 있어 탈퇴할 수 없습니다. 지급이 끝난 뒤 다시 시도해 주세요.',
    LEAVE_ENTRY_IN_PROGRESS:
      '검수 중이거나 변환 중인 출품작이 있어 탈퇴할 수 없습니다. 검수와 변환이 끝난 뒤 다시 시도해 주세요.',
    UPLOAD_CANCELLED: '업로드를 취소했습니다.',
  },
  en: {
    E001: 'Incorrect password. Please re-enter.',
    E002: 'We cannot complete the login process. Please contact the administrator.',
    E003: 'Your email address is not verified yet. Please check your mailbox.',
    LOGIN_FAILED: 'Please check your ID and password.',
    VALIDATION_FAILED: 'The request is not valid.',
    SESSION_INVALID: 'Your session is no longer valid. Please log in again.',
    NOT_FOUND: 'Not found.',
    SESSION_ID_INVALID: 'That is not a session of this account.',
    RATE_LIMITED: 'Too many attempts. Please try again later.',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
    INTERNAL_ERROR: 'Something went wrong. Please try again later.',
    NETWORK_ERROR: 'Cannot reach the server. Please check your connection.',
    DUPLICATE_USER_ID: 'This email address is already registered.',
    PASSWORD_RULE: 'Use 8 to 20 characters mixing letters, digits and special characters.',
    PASSWORD_UNCHANGED: 'The new password is the same as the current one. Please choose another.',
    PHONE_CODE_INVALID: 'The verification code is not correct. Please check it.',
    PHONE_CODE_EXPIRED: 'The verification code has expired. Please request a new one.',
    PHONE_CODE_LOCKED: 'The code was entered wrongly 5 times. Please request a new one.',
    PHONE_NUMBER_INVALID:
      "This is not a mobile phone number of this service's country. Please check the number.",
    PHONE_NUMBER_UNCHANGED: 'This is already the phone number on your account.',
    USER_NAME_INVALID:
      'Enter a name of 1 to 30 characters. A name of only invisible or direction-changing characters cannot be used.',
    EMAIL_INVALID: 'Enter an email address like name@example.com.',
    EMAIL_UNCHANGED: 'This is already your email address. Enter a different one.',
    PASSWORD_MISMATCH: 'The current password is incorrect.',
    EMAIL_CHANGE_INVALID: 'This email change link is not valid.',
    EMAIL_CHANGE_EXPIRED: 'This email change link has expired. Ask for the change again on My info.',
    EMAIL_AUTH_INVALID: 'This verification link is not valid.',
    EMAIL_AUTH_EXPIRED: 'This verification link has expired. Please request a new verification mail.',
    EMAIL_AUTH_ALREADY_VERIFIED: 'This email address is already verified. Please log in.',
    DELIVERY_FAILED: 'We could not send the mail or text message. Please try again shortly.',
    FILE_TOO_LARGE: 'The file is larger than 1 GB.',
    UPLOAD_IN_USE: 'This file is being sent with another entry right now. Please try again shortly.',
    UPLOAD_NOT_FINISHED:
      'The file has not finished uploading. Please submit again once the upload is complete.',
    UPLOAD_LIMIT_REACHED: 'Too many uploads are in progress. Finish or cancel one, then try again.',
    FILE_NAME_INVALID:
      'The file name must have at most 50 characters and no / \\ .., control, invisible or direction-changing characters.',
    FILE_TYPE_INVALID: 'This file type is not accepted here.',
    FILE_MISSING: 'Please choose the file.',
    VIDEO_DURATION_INVALID: "The video's length does not meet the job's length rule.",
    THUMBNAIL_SIZE_INVALID: 'The thumbnail must be exactly 720 x 405 pixels.',
    TITLE_INVALID:
      "Enter a title of at most 20 characters. Characters that change the text's direction, or only invisible ones, are not allowed.",
    DESCRIPTION_INVALID:
      "The description can have at most 200 characters. Characters that change the text's direction, or only invisible ones, are not allowed.",
    CONTROL_CHARACTERS: 'The text contains characters that are not allowed.',
    SUBMISSION_STATE_CONFLICT: 'This entry cannot be changed in its current state. Please reload the page.',
    OPERATOR_LOGIN_FAILED: 'The email, password or code is not right.',
    OPERATOR_SETUP_INVALID: 'This setup link is not valid or has been used. Ask an admin for a new one.',
    OPERATOR_SETUP_EXPIRED: 'This setup link is more than 72 hours old. Ask an admin for a new one.',
    OPERATOR_CODE_INVALID: "The authenticator's code is not right. Enter the code it shows now.",
    OPERATOR_ROLE_FORBIDDEN: 'Your role cannot use this part of the console.',
    OPERATOR_EMAIL_TAKEN: 'An operator with this email exists already.',
    REVIEW_COMMENT_NOT_FOUND: 'The comment was not found. It may have been deleted.',
    ACCOUNT_STATE_CONFLICT: 'The account is not in a state that allows this. Please reload.',
    COMPETITION_INPUT_INVALID: 'These values cannot be saved. Please check the fields.',
    TOPIC_TYPE_LOCKED: 'A job with groups or entries keeps its type (video or image).',
    GROUP_CAPACITY_EXCEEDED: 'More entries are chosen than the group holds.',
    GROUP_STATE_CONFLICT: 'The group is not in a state that allows this. Please reload.',
    PRODUCTION_TIME_INVALID: "The production time is outside the group's period or in the future.",
    COMPETITION_JOBS_BUSY: 'Another statistics run or state change is busy. Please try again in a minute.',
    CATEGORY_IN_USE: 'This category still has audio, fonts or subcategories. Move or delete them first.',
    ENTRY_NOT_YET_OPEN:
      'Entries for this job have not opened yet. Please come back when the entry period begins.',
    ENTRY_CLOSED: 'Entries for this job are closed: the entry period is over.',
    INQUIRY_TITLE_INVALID:
      "Enter a title of at most 50 characters. Characters that change the text's direction, or only invisible ones, are not allowed.",
    INQUIRY_CONTENT_INVALID:
      "Enter your question in at most 2,000 characters. Characters that change the text's direction, or only invisible ones, are not allowed.",
    INQUIRY_CATEGORY_INVALID: 'Please choose what your inquiry is about.',
    INQUIRY_LINK_INVALID: 'Please choose one of your own entries.',
    INQUIRY_STATE_CONFLICT:
      'This inquiry was answered or deleted and can no longer be changed. Please reload the page.',
    WITHDRAWAL_AMOUNT_INVALID: 'Please enter a valid withdrawal amount.',
    WITHDRAWAL_BELOW_MINIMUM: 'Please enter at least the minimum withdrawal amount.',
    WITHDRAWAL_INSUFFICIENT_BALANCE: 'You cannot withdraw more than your available balance.',
    WITHDRAWAL_PENDING: 'You have a withdrawal request in progress. Please request again after it is paid.',
    WITHDRAWAL_HOLDER_INVALID:
      "Enter the account holder in at most 40 characters. Characters that change the text's direction, or only invisible ones, are not allowed.",
    WITHDRAWAL_BANK_INVALID: 'Please choose your bank.',
    WITHDRAWAL_BANK_UNKNOWN: 'Please choose one of the banks in the list.',
    WITHDRAWAL_ACCOUNT_INVALID: 'Enter the account number in digits, as many as your bank gave you.',
    WITHDRAWAL_ACCOUNT_SOURCE_INVALID:
      'The account of your earlier request cannot be used again. Please enter the account.',
    WITHDRAWAL_PAYEE_TYPE_INVALID: 'Choose individual or business. Only a business can be VAT-registered.',
    WITHDRAWAL_BIRTH_DATE_INVALID: 'Please enter a valid date of birth.',
    WITHDRAWAL_GUARDIAN_REQUIRED:
      "A minor must add the legal guardian's name, phone number and consent form.",
    WITHDRAWAL_DOCUMENTS_REQUIRED: 'Please attach 1 to 5 withdrawal documents to your first request.',
    IDEMPOTENCY_KEY_INVALID: 'The request could not be processed. Please reload the page and try again.',
    IDEMPOTENCY_KEY_REUSED: 'This request was already made. Please reload the page.',
    WITHDRAWAL_STATE_CONFLICT: 'This withdrawal request cannot be changed in its current state.',
    LEAVE_WITHDRAWAL_PENDING:
      'A withdrawal request is still waiting to be paid. You can leave once it has been paid.',
    LEAVE_ENTRY_IN_PROGRESS:
      'An entry is still in review or conversion. You can leave once its review and conversion are done.',
    UPLOAD_CANCELLED: 'The upload was cancelled.',
  },
};

/** The first of ko/en in the header's order of preference (q-values honoured), else Korean. */
export function pickLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const match = ranked.find((entry) => entry.primary === 'ko' || entry.primary === 'en');
  return (match?.primary as Language | undefined) ?? DEFAULT_LANGUAGE;
}

export function translate(code: ErrorCodeValue, language: Language): string {
  return messages[language][code];
}
