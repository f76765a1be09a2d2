// The briefs of the demo topics (issue 18), written as Korean advertisers write them for creator
// marketplaces: what to make and for whom, the delivery rules as do / don't lines, example works
// made of the committed seed media, and an entry period in days from the seed day's midnight
// (business time zone). Most are open for weeks; Cafe menu graphics closes within two days,
// Seasonal sale banner set has closed, Pet product lifestyle clips opens in three days. The e2e
// tests enter works into Brand promo shorts and Product unboxing 5 s loops: keep those open.
import type { SeedMediaFile } from './sample-works.js';

export interface SeedBrief {
  descriptionHtml: string;
  do: string[];
  dont: string[];
  /** A video example names its MP4 and poster; an image example its image. */
  examples: { name: string; media: SeedMediaFile; poster?: SeedMediaFile }[];
  /** [begin, end] in days from the seed day's midnight. */
  entryDays: [number, number];
}

export const BRAND_PROMO_BRIEF: SeedBrief = {
  descriptionHtml: `<p>온라인 편집숍 <strong>데일리무드</strong>의 겨울 시즌 브랜드 숏폼을 찾습니다. 인스타그램 릴스와 유튜브 쇼츠 광고 소재로 집행되며, 20~30대 직장인이 출퇴근길에 3초 안에 멈춰 보게 만드는 영상이 목표입니다.</p>
<h3>만들어 주세요</h3>
<ul><li>세로형(9:16) 10초 이상 영상, 첫 2초 안에 제품 또는 브랜드 컬러 노출</li><li>따뜻한 조명의 일상 장면(카페, 출근 준비, 퇴근길)</li><li>마지막 컷에 로고가 들어갈 여백 1초</li></ul>
<p>선정된 작품은 그룹 경쟁 기간 동안 실제 광고로 제작되며, 제작 수에 따라 상금이 배분됩니다.</p>`,
  do: [
    '자막 없이도 이해되는 장면 구성으로 만들어 주세요.',
    '제품은 실제 사용 장면으로 보여 주세요.',
    '배경 음악은 포털 라이브러리의 음원만 사용해 주세요.',
  ],
  dont: [
    '타 브랜드 로고나 상표가 화면에 나오지 않게 해 주세요.',
    '인물의 얼굴이 식별되는 장면은 초상권 동의서 없이 사용할 수 없습니다.',
  ],
  examples: [
    { name: '아침 라테 한 잔', media: 'work-latte.mp4', poster: 'work-latte-poster.jpg' },
    { name: '퇴근길 네온 거리', media: 'work-city.mp4', poster: 'work-city-poster.jpg' },
  ],
  entryDays: [-10, 21],
};

export const UNBOXING_BRIEF: SeedBrief = {
  descriptionHtml: `<p>스마트스토어 상세페이지 상단과 쇼핑 라이브 대기 화면에 반복 재생될 <strong>정확히 5초</strong> 길이의 언박싱 루프 영상입니다. 상자를 여는 순간의 기대감이 핵심입니다.</p>
<ul><li>손과 상자만 보이는 탑뷰 또는 45도 구도</li><li>마지막 프레임이 첫 프레임과 자연스럽게 이어지는 루프</li><li>밝고 깨끗한 배경(흰색, 베이지 계열)</li></ul>`,
  do: [
    '영상 길이는 정확히 5초로 맞춰 주세요.',
    '제품 포장의 질감이 드러나도록 초점을 맞춰 주세요.',
    '처음과 끝 장면을 이어 붙여 끊김 없이 반복되게 해 주세요.',
  ],
  dont: ['가격, 할인율 같은 문구를 영상에 넣지 마세요.', '빠른 줌이나 흔들림 효과는 피해 주세요.'],
  examples: [{ name: '박스 오프닝 ASMR', media: 'work-unboxing.mp4', poster: 'work-unboxing-poster.jpg' }],
  entryDays: [-7, 28],
};

export const CAFE_MENU_BRIEF: SeedBrief = {
  descriptionHtml: `<p>동네 카페 프랜차이즈 <strong>온기커피</strong>의 매장 디지털 메뉴판(DID)에 들어갈 겨울 신메뉴 그래픽입니다. 매장 밖에서도 읽히는 큰 글씨와 계절감이 필요합니다.</p>
<p>메뉴: 흑임자 라테, 유자 캐모마일, 군고구마 라테. 가격 표기 영역은 비워 두세요. 매장에서 직접 입력합니다.</p>`,
  do: [
    '가로형 이미지로, 메뉴 이름은 멀리서도 읽히는 크기로 넣어 주세요.',
    '겨울 분위기가 나는 따뜻한 색을 써 주세요.',
    '메뉴 세 가지가 모두 한 화면에 들어가게 해 주세요.',
  ],
  dont: ['가격을 적지 마세요.', '다른 카페 브랜드의 컵이나 로고를 쓰지 마세요.'],
  examples: [
    { name: '칠판 메뉴 보드', media: 'work-menu-board.webp' },
    { name: '파스텔 메뉴 카드', media: 'work-flat-lay.webp' },
  ],
  // Closes within two days of the seed.
  entryDays: [-14, 2],
};

export const TRAVEL_BRIEF: SeedBrief = {
  descriptionHtml: `<p>지역 관광 플랫폼의 <strong>"주말 소도시 여행"</strong> 캠페인 영상입니다. 사진을 이어 만든 30초 슬라이드쇼로, 여행지의 하루를 아침부터 밤까지 보여 주세요.</p>
<ul><li>사진 8~15장, 장면 전환은 부드럽게</li><li>여행지 이름은 화면 아래쪽에 작게</li></ul>`,
  do: [
    '영상 길이는 정확히 30초로 맞춰 주세요.',
    '직접 찍었거나 사용 허락을 받은 사진만 써 주세요.',
    '아침, 낮, 저녁, 밤의 흐름이 보이게 순서를 정해 주세요.',
  ],
  dont: ['사람이 많이 나온 사진은 얼굴이 식별되지 않게 처리해 주세요.', '필터를 과하게 쓰지 마세요.'],
  examples: [{ name: '골든아워 드라이브', media: 'work-city.mp4', poster: 'work-city-poster.jpg' }],
  entryDays: [-12, 30],
};

export const FITNESS_BRIEF: SeedBrief = {
  descriptionHtml: `<p>홈트레이닝 앱 <strong>핏데이</strong>의 앱 설치 광고용 모션그래픽입니다. 운동 기록이 쌓이는 즐거움을 10초 안에 보여 주세요.</p>
<p>앱 화면 캡처는 제공하지 않습니다. 일러스트와 아이콘으로 표현해 주세요.</p>`,
  do: [
    '영상 길이는 정확히 10초로 맞춰 주세요.',
    '운동 횟수, 연속 기록 같은 숫자가 올라가는 연출을 넣어 주세요.',
    '앱 아이콘이 들어갈 자리를 마지막 2초에 비워 두세요.',
  ],
  dont: ['실제 앱 화면처럼 보이는 가짜 UI를 만들지 마세요.', '의학적 효과를 약속하는 문구를 넣지 마세요.'],
  examples: [{ name: '새벽 러닝', media: 'work-workout.mp4', poster: 'work-workout-poster.jpg' }],
  entryDays: [-5, 24],
};

export const SEASONAL_SALE_BRIEF: SeedBrief = {
  descriptionHtml: `<p>블랙프라이데이 주간에 쓰일 쇼핑몰 배너 세트입니다. 메인 배너, 카테고리 배너, 앱 푸시 이미지에 함께 쓰일 수 있도록 통일된 톤으로 만들어 주세요.</p>
<p>배너 한 장이 아니라 세트로 평가합니다. 같은 그리드와 글꼴을 지켜 주세요.</p>`,
  do: [
    '할인 문구가 들어갈 큰 여백을 남겨 주세요.',
    '빨강, 검정처럼 세일 분위기가 나는 색을 써 주세요.',
    '작은 화면에서도 읽히게 만들어 주세요.',
  ],
  dont: ['실제 할인율이나 기간을 적지 마세요.'],
  examples: [{ name: '플래시 세일 포스터', media: 'work-sale-poster.webp' }],
  // Closed before the seed.
  entryDays: [-30, -2],
};

export const RECIPE_BRIEF: SeedBrief = {
  descriptionHtml: `<p>밀키트 브랜드의 <strong>"1분 레시피"</strong> 시리즈입니다. 재료 손질부터 완성 접시까지, 누구나 따라 할 수 있는 한 끼를 정확히 1분에 담아 주세요.</p>
<ul><li>조리 단계는 4~6개</li><li>완성 장면은 마지막 5초 이상</li><li>세로형 또는 정사각형</li></ul>`,
  do: [
    '영상 길이는 정확히 1분으로 맞춰 주세요.',
    '단계마다 화면에 짧은 자막(예: "1. 양파 썰기")을 넣어 주세요.',
    '손과 조리대가 깨끗하게 보이게 촬영해 주세요.',
  ],
  dont: ['날것의 육류를 클로즈업하지 마세요.', '특정 식품 브랜드의 포장이 보이지 않게 해 주세요.'],
  examples: [
    { name: '2분 라면', media: 'work-recipe.mp4', poster: 'work-recipe-poster.jpg' },
    { name: '아침 라테 한 잔', media: 'work-latte.mp4', poster: 'work-latte-poster.jpg' },
    { name: '디저트 플랫레이', media: 'work-flat-lay.webp' },
  ],
  entryDays: [-3, 35],
};

export const PET_BRIEF: SeedBrief = {
  descriptionHtml: `<p>반려동물 용품 브랜드의 라이프스타일 클립입니다. 반려견, 반려묘가 제품과 함께 지내는 자연스러운 모습을 5초 이상 담아 주세요.</p>
<p>브랜드 인스타그램 피드와 스토리 광고에 쓰입니다. 연출보다 일상의 한 장면 같은 느낌을 원합니다.</p>`,
  do: [
    '동물이 편안해 보이는 장면만 써 주세요.',
    '실내의 자연광에서 촬영해 주세요.',
    '보호자의 손이나 발 정도만 나오게 해 주세요.',
  ],
  dont: ['동물에게 옷이나 소품을 억지로 입히지 마세요.', '사람 먹는 음식을 주는 장면은 넣지 마세요.'],
  examples: [{ name: '강아지 우다다', media: 'work-puppy.mp4', poster: 'work-puppy-poster.jpg' }],
  // Opens three days after the seed.
  entryDays: [3, 30],
};

export const SKINCARE_BRIEF: SeedBrief = {
  descriptionHtml: `<p>스킨케어 브랜드의 <strong>비포/애프터</strong> 비교 이미지입니다. 실제 사용 후기처럼 보이되, 과장 없이 결과를 보여 주세요.</p>
<p>이미지는 상세페이지와 SNS 광고에 함께 쓰입니다.</p>`,
  do: [
    '비포와 애프터는 같은 조명, 같은 각도로 찍어 주세요.',
    '피부 질감이 보이도록 선명하게 촬영해 주세요.',
    '제품은 화면 한쪽에 작게 함께 놓아 주세요.',
  ],
  dont: [
    '보정 앱으로 피부를 매끈하게 만들지 마세요. 심의에서 반려됩니다.',
    '"주름 개선", "미백" 같은 기능성 문구를 넣지 마세요.',
  ],
  examples: [
    { name: '글로우 루틴', media: 'work-skin-glow.webp' },
    { name: '세럼 클로즈업', media: 'work-flat-lay.webp' },
  ],
  entryDays: [-20, 14],
};
