import { localized, type TLanguage, type TLocalized } from '@croupier/contracts';

export interface CodeMessageInput {
  /** The merchant's brand name as players know it ("Royal Flush"). */
  brand: string;
  code: string;
  minutes: number;
}

type Templates = {
  text: (input: CodeMessageInput) => string;
  subject: (brand: string) => string;
};

/** Every language's wording; a test checks none is missing, so `localized` falls back only for a new one. */
const TEMPLATES: TLocalized<Templates> = {
  EN: {
    text: ({ brand, code, minutes }) =>
      `Your ${brand} verification code is ${code}. It expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    subject: (brand) => `Your ${brand} verification code`,
  },
  CN: {
    text: ({ brand, code, minutes }) => `您的${brand}验证码是${code}，${minutes}分钟内有效。`,
    subject: (brand) => `您的${brand}验证码`,
  },
  VI: {
    text: ({ brand, code, minutes }) =>
      `Mã xác minh ${brand} của bạn là ${code}. Mã sẽ hết hạn sau ${minutes} phút.`,
    subject: (brand) => `Mã xác minh ${brand} của bạn`,
  },
  TH: {
    text: ({ brand, code, minutes }) => `รหัสยืนยัน ${brand} ของคุณคือ ${code} รหัสจะหมดอายุใน ${minutes} นาที`,
    subject: (brand) => `รหัสยืนยัน ${brand} ของคุณ`,
  },
  TW: {
    text: ({ brand, code, minutes }) => `您的${brand}驗證碼是${code}，${minutes}分鐘內有效。`,
    subject: (brand) => `您的${brand}驗證碼`,
  },
  JA: {
    text: ({ brand, code, minutes }) => `${brand}の認証コードは${code}です。有効期限は${minutes}分です。`,
    subject: (brand) => `${brand}の認証コード`,
  },
  KO: {
    text: ({ brand, code, minutes }) => `${brand} 인증 코드는 ${code}입니다. ${minutes}분 후에 만료됩니다.`,
    subject: (brand) => `${brand} 인증 코드`,
  },
  ES: {
    text: ({ brand, code, minutes }) =>
      `Tu código de verificación de ${brand} es ${code}. Caduca en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    subject: (brand) => `Tu código de verificación de ${brand}`,
  },
  PT: {
    text: ({ brand, code, minutes }) =>
      `Seu código de verificação da ${brand} é ${code}. Ele expira em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
    subject: (brand) => `Seu código de verificação da ${brand}`,
  },
  TR: {
    text: ({ brand, code, minutes }) =>
      `${brand} doğrulama kodunuz: ${code}. Kodun geçerlilik süresi ${minutes} dakikadır.`,
    subject: (brand) => `${brand} doğrulama kodunuz`,
  },
  RU: {
    text: ({ brand, code, minutes }) =>
      `Ваш код подтверждения ${brand}: ${code}. Код действует ${minutes} ${russianMinutes(minutes)}.`,
    subject: (brand) => `Ваш код подтверждения ${brand}`,
  },
  AR: {
    text: ({ brand, code, minutes }) =>
      `رمز التحقق الخاص بك في ${brand} هو ${code}. تنتهي صلاحيته خلال ${minutes} ${arabicMinutes(minutes)}.`,
    subject: (brand) => `رمز التحقق الخاص بك في ${brand}`,
  },
  HI: {
    text: ({ brand, code, minutes }) =>
      `आपका ${brand} सत्यापन कोड ${code} है। यह ${minutes} मिनट में समाप्त हो जाएगा।`,
    subject: (brand) => `आपका ${brand} सत्यापन कोड`,
  },
  FIL: {
    text: ({ brand, code, minutes }) =>
      `Ang iyong ${brand} verification code ay ${code}. Mag-e-expire ito sa loob ng ${minutes} minuto.`,
    subject: (brand) => `Ang iyong ${brand} verification code`,
  },
  BN: {
    text: ({ brand, code, minutes }) =>
      `আপনার ${brand} যাচাইকরণ কোড হলো ${code}। এটি ${minutes} মিনিটের মধ্যে মেয়াদোত্তীর্ণ হবে।`,
    subject: (brand) => `আপনার ${brand} যাচাইকরণ কোড`,
  },
  ID: {
    text: ({ brand, code, minutes }) =>
      `Kode verifikasi ${brand} Anda adalah ${code}. Kode ini berlaku selama ${minutes} menit.`,
    subject: (brand) => `Kode verifikasi ${brand} Anda`,
  },
  MS: {
    text: ({ brand, code, minutes }) =>
      `Kod pengesahan ${brand} anda ialah ${code}. Kod ini tamat tempoh dalam ${minutes} minit.`,
    subject: (brand) => `Kod pengesahan ${brand} anda`,
  },
  KM: {
    text: ({ brand, code, minutes }) =>
      `លេខកូដផ្ទៀងផ្ទាត់ ${brand} របស់អ្នកគឺ ${code}។ វានឹងផុតកំណត់ក្នុងរយៈពេល ${minutes} នាទី។`,
    subject: (brand) => `លេខកូដផ្ទៀងផ្ទាត់ ${brand} របស់អ្នក`,
  },
  MY: {
    text: ({ brand, code, minutes }) =>
      `သင်၏ ${brand} အတည်ပြုကုဒ်မှာ ${code} ဖြစ်သည်။ ${minutes} မိနစ်အတွင်း သက်တမ်းကုန်ဆုံးပါမည်။`,
    subject: (brand) => `သင်၏ ${brand} အတည်ပြုကုဒ်`,
  },
};

/** Arabic noun after a number: 1 دقيقة, 2 دقيقتين, 3-10 دقائق, 11 and up دقيقة. */
function arabicMinutes(minutes: number): string {
  if (minutes === 2) return 'دقيقتين';
  const lastTwo = minutes % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? 'دقائق' : 'دقيقة';
}

/** Russian plural of "minute": 1 минуту, 2-4 минуты, 5-20 минут (by the last one or two digits). */
function russianMinutes(minutes: number): string {
  const lastTwo = minutes % 100;
  const last = minutes % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'минут';
  if (last === 1) return 'минуту';
  if (last >= 2 && last <= 4) return 'минуты';
  return 'минут';
}

/** The SMS text (also the email body) that carries a code, in the player's language. */
export function codeMessageText(language: TLanguage, input: CodeMessageInput): string {
  return localized(TEMPLATES, language).text(input);
}

/** The subject of the email that carries a code, in the player's language. */
export function codeMessageSubject(language: TLanguage, brand: string): string {
  return localized(TEMPLATES, language).subject(brand);
}
