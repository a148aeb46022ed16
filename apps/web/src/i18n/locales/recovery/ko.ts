import type { TRecoveryBundle } from './en.ts';

/** 비밀번호 찾기(한국어) */
export const recoveryKo: TRecoveryBundle = {
  usernameLead: '아이디를 입력하시면 계정을 복구할 수 있는 방법을 보여 드립니다.',
  continue: '계속',
  otherUsername: '다른 아이디 사용',
  emailLead:
    '계정에 등록된 이메일 주소 {{email}}(으)로 링크를 보내 드립니다. 본인의 주소인지 확인하기 위해 해당 주소를 전체 입력하세요.',
  mobileLead:
    '계정에 등록된 휴대폰 번호 {{mobile}}(으)로 문자 인증 코드를 보내 드립니다. 코드를 받으려면 해당 번호를 입력하세요.',
  onlyEmail: '이 계정은 이메일로만 복구할 수 있습니다.',
  onlyMobile: '이 계정에는 이메일 주소가 없어 문자 메시지로만 복구할 수 있습니다.',
  noneTitle: '이 계정은 온라인으로 복구할 수 없습니다',
  noneText:
    '링크나 코드를 보낼 수 있는 이메일 주소나 휴대폰 번호가 등록되어 있지 않습니다. 고객센터에서 본인 확인 후 다시 로그인할 수 있도록 도와드립니다.',
  contactSupport: '고객센터 문의',
};
