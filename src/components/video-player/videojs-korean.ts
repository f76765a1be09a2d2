// video.js's Korean texts (loaded with the player, never on the first page). The translation that
// ships with video.js 8 leaves some control names out, so a Korean page read "Skip Backward"; it
// also keeps English inside others ("Seek to Live, …") and mistranslates a few ("Duration" as
// 지정 기간, "Descriptions" as 제품 설명). The keys are video.js's own English texts.
import shipped from 'video.js/dist/lang/ko.json';

const corrections: Record<string, string> = {
  // Missing from the shipped file.
  'Skip Backward': '뒤로 건너뛰기',
  'Skip Forward': '앞으로 건너뛰기',
  'Skip backward {1} seconds': '{1}초 뒤로 건너뛰기',
  'Skip forward {1} seconds': '{1}초 앞으로 건너뛰기',
  Time: '시간',
  'Playing in picture-in-picture': '화면 속 화면으로 재생 중',
  'This is a modal window.': '모달 창입니다.',
  // video.js looks this one up without its "=" (a typo in video.js itself).
  'progress bar timing: currentTime={1} duration{2}': '{2} 중 {1}',
  // English left in the shipped translation.
  'Seek to live, currently behind live': '실시간으로 이동, 현재 실시간보다 늦음',
  'Seek to live, currently playing live': '실시간으로 이동, 현재 실시간 재생 중',
  'Picture-in-Picture': '화면 속 화면',
  'Exit Picture-in-Picture': '화면 속 화면 종료',
  // Wrong or unlike the portal's own words.
  Pause: '일시 정지',
  Duration: '전체 길이',
  Unmute: '음소거 해제',
  Descriptions: '화면 해설',
  'descriptions off': '화면 해설 끄기',
  'descriptions settings': '화면 해설 설정',
  ', opens descriptions settings dialog': ', 화면 해설 설정 대화 상자가 열립니다',
  '{1} is loading.': '{1} 불러오는 중', // not "비디오 플레이어이(가) 로딩 중입니다."
  Cyan: '청록',
  'Small Caps': '작은 대문자',
};

/** Everything video.js needs to speak Korean: the shipped texts with the corrections above. */
export const koreanTexts: Record<string, string> = { ...shipped, ...corrections };
