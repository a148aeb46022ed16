import type { TLanguage } from '@croupier/contracts';
import type { HelpArticleRow } from '../content/content.repository.ts';

/** The four starter articles of one language: about us, terms, responsible gaming, banking. */
interface StarterTexts {
  about: string;
  aboutText: string;
  rules: string;
  terms: string;
  termsText: string;
  responsible: string;
  responsibleText: string;
  banking: string;
  bankingTitle: string;
  bankingText: string;
}

function starter(t: StarterTexts): HelpArticleRow[] {
  return [
    { categoryKey: 'about', category: t.about, articleKey: 'about', title: t.about, content: t.aboutText },
    { categoryKey: 'rules', category: t.rules, articleKey: 'term', title: t.terms, content: t.termsText },
    {
      categoryKey: 'rules',
      category: t.rules,
      articleKey: 'responsible',
      title: t.responsible,
      content: t.responsibleText,
    },
    {
      categoryKey: 'banking',
      category: t.banking,
      articleKey: 'banking',
      title: t.bankingTitle,
      content: t.bankingText,
    },
  ];
}

/** The starter help centre in the languages beyond EN, CN, VI and TH. */
export const MORE_STARTER_HELP: Partial<Record<TLanguage, HelpArticleRow[]>> = {
  TW: starter({
    about: '關於我們',
    aboutText:
      '<p>我們是一家持牌線上娛樂場，提供來自可信供應商的真人荷官、老虎機、捕魚、體育和彩票遊戲。</p><p>我們的客服團隊全天候為您服務。</p>',
    rules: '規則',
    terms: '條款與細則',
    termsText:
      '<p>您必須年滿18歲才能註冊和遊戲。</p><p>每人限一個帳戶。優惠活動適用其各自的條款。提款前我們可能要求您提供身分證明文件。</p><p>遊戲回合由遊戲供應商結算後，所有投注均為最終結果。</p>',
    responsible: '負責任博彩',
    responsibleText:
      '<p>請僅以娛樂為目的進行遊戲。為自己設定預算和時間限制，切勿追回損失。</p><p>如需設定存款限額或暫停帳戶，請聯絡客服。</p>',
    banking: '存款與提款',
    bankingTitle: '存款和提款如何進行？',
    bankingText: '<p>付款確認後存款即時入帳。提款會轉入您個人資料中綁定的銀行帳戶，並需要您的支付密碼。</p>',
  }),
  JA: starter({
    about: '会社概要',
    aboutText:
      '<p>私たちは、信頼できるプロバイダーのライブディーラー、スロット、フィッシング、スポーツ、宝くじを提供する公認オンラインカジノです。</p><p>カスタマーサービスは24時間いつでも対応しています。</p>',
    rules: 'ルール',
    terms: '利用規約',
    termsText:
      '<p>登録およびプレイは18歳以上の方に限ります。</p><p>アカウントはお一人様一つまでです。ボーナスにはそれぞれの規約が適用されます。出金の前に本人確認書類の提出をお願いすることがあります。</p><p>ゲームプロバイダーがラウンドを確定した後のベットはすべて最終となります。</p>',
    responsible: '責任あるゲーミング',
    responsibleText:
      '<p>ゲームは娯楽としてお楽しみください。予算と時間の上限を決め、負けを取り戻そうとしないでください。</p><p>入金上限の設定や一定期間の利用停止をご希望の場合は、カスタマーサービスにご連絡ください。</p>',
    banking: '入金と出金',
    bankingTitle: '入金と出金の流れは？',
    bankingText:
      '<p>入金は支払いが確認され次第反映されます。出金はプロフィールに登録された銀行口座へ送金され、支払いパスワードが必要です。</p>',
  }),
  KO: starter({
    about: '회사 소개',
    aboutText:
      '<p>저희는 신뢰할 수 있는 공급사의 라이브 딜러, 슬롯, 피싱, 스포츠, 로또 게임을 제공하는 허가받은 온라인 카지노입니다.</p><p>고객센터는 24시간 운영됩니다.</p>',
    rules: '규정',
    terms: '이용 약관',
    termsText:
      '<p>만 18세 이상만 가입하고 플레이할 수 있습니다.</p><p>1인 1계정만 허용됩니다. 보너스에는 각각의 약관이 적용됩니다. 출금 전에 신분 증빙 서류를 요청할 수 있습니다.</p><p>게임 공급사가 라운드를 정산한 뒤의 모든 베팅은 확정됩니다.</p>',
    responsible: '책임감 있는 게임',
    responsibleText:
      '<p>오락으로만 즐기세요. 예산과 시간 한도를 정하고, 잃은 돈을 만회하려 하지 마세요.</p><p>입금 한도 설정이나 일정 기간 이용 제한을 원하시면 고객센터에 문의하세요.</p>',
    banking: '입금과 출금',
    bankingTitle: '입금과 출금은 어떻게 하나요?',
    bankingText:
      '<p>입금은 결제가 확인되는 즉시 반영됩니다. 출금은 프로필에 등록된 은행 계좌로 이체되며 결제 비밀번호가 필요합니다.</p>',
  }),
  ES: starter({
    about: 'Quiénes somos',
    aboutText:
      '<p>Somos un casino en línea con licencia que ofrece crupieres en vivo, tragaperras, pesca, deportes y lotería de proveedores de confianza.</p><p>Nuestro equipo de atención al cliente está disponible las 24 horas.</p>',
    rules: 'Normas',
    terms: 'Términos y condiciones',
    termsText:
      '<p>Debes tener al menos 18 años para registrarte y jugar.</p><p>Una cuenta por persona. Los bonos se rigen por sus propias condiciones. Podemos pedirte documentos de identidad antes de un retiro.</p><p>Todas las apuestas son definitivas una vez que el proveedor del juego liquida la ronda.</p>',
    responsible: 'Juego responsable',
    responsibleText:
      '<p>Juega solo para divertirte. Fíjate un presupuesto y un límite de tiempo, y nunca intentes recuperar lo perdido.</p><p>Contacta con atención al cliente para fijar límites de depósito o autoexcluirte durante un tiempo.</p>',
    banking: 'Depósitos y retiros',
    bankingTitle: '¿Cómo funcionan los depósitos y retiros?',
    bankingText:
      '<p>Los depósitos se abonan en cuanto se confirma el pago. Los retiros van a la cuenta bancaria vinculada a tu perfil y requieren tu contraseña de pago.</p>',
  }),
  PT: starter({
    about: 'Quem somos',
    aboutText:
      '<p>Somos um cassino online licenciado com dealers ao vivo, slots, pesca, esportes e loterias de fornecedores confiáveis.</p><p>Nossa equipe de atendimento está disponível 24 horas por dia.</p>',
    rules: 'Regras',
    terms: 'Termos e condições',
    termsText:
      '<p>Você precisa ter pelo menos 18 anos para se cadastrar e jogar.</p><p>Uma conta por pessoa. Os bônus seguem os próprios termos. Podemos pedir documentos de identidade antes de um saque.</p><p>Todas as apostas são definitivas depois que o fornecedor do jogo liquida a rodada.</p>',
    responsible: 'Jogo responsável',
    responsibleText:
      '<p>Jogue só por diversão. Defina um orçamento e um limite de tempo e nunca tente recuperar perdas.</p><p>Fale com o atendimento para definir limites de depósito ou se autoexcluir por um período.</p>',
    banking: 'Depósitos e saques',
    bankingTitle: 'Como funcionam os depósitos e saques?',
    bankingText:
      '<p>Os depósitos caem assim que o pagamento é confirmado. Os saques vão para a conta bancária vinculada ao seu perfil e exigem sua senha de pagamento.</p>',
  }),
  TR: starter({
    about: 'Hakkımızda',
    aboutText:
      '<p>Güvenilir sağlayıcılardan canlı krupiye, slot, balık avı, spor ve piyango oyunları sunan lisanslı bir çevrimiçi casinoyuz.</p><p>Müşteri hizmetlerimiz günün her saati yanınızda.</p>',
    rules: 'Kurallar',
    terms: 'Şartlar ve koşullar',
    termsText:
      '<p>Kayıt olmak ve oynamak için en az 18 yaşında olmalısınız.</p><p>Kişi başına bir hesap. Bonuslar kendi koşullarına tabidir. Para çekmeden önce kimlik belgesi isteyebiliriz.</p><p>Oyun sağlayıcısı turu sonuçlandırdıktan sonra tüm bahisler kesindir.</p>',
    responsible: 'Sorumlu oyun',
    responsibleText:
      '<p>Yalnızca eğlence için oynayın. Kendinize bir bütçe ve süre sınırı koyun, kayıplarınızı kovalamayın.</p><p>Yatırım limiti koymak ya da bir süreliğine kendinizi hariç tutmak için müşteri hizmetlerine yazın.</p>',
    banking: 'Para yatırma ve çekme',
    bankingTitle: 'Para yatırma ve çekme nasıl işler?',
    bankingText:
      '<p>Yatırımlar ödeme onaylanır onaylanmaz hesabınıza geçer. Çekimler profilinize bağlı banka hesabına gönderilir ve ödeme şifrenizi gerektirir.</p>',
  }),
  RU: starter({
    about: 'О нас',
    aboutText:
      '<p>Мы — лицензированное онлайн-казино с живыми дилерами, слотами, рыбалкой, ставками на спорт и лотереями от надёжных провайдеров.</p><p>Служба поддержки работает круглосуточно.</p>',
    rules: 'Правила',
    terms: 'Условия и положения',
    termsText:
      '<p>Регистрироваться и играть можно с 18 лет.</p><p>Один аккаунт на человека. Бонусы действуют на своих условиях. Перед выводом средств мы можем запросить документы, удостоверяющие личность.</p><p>Все ставки окончательны после того, как провайдер игры рассчитал раунд.</p>',
    responsible: 'Ответственная игра',
    responsibleText:
      '<p>Играйте только ради развлечения. Установите себе бюджет и лимит времени и никогда не пытайтесь отыграться.</p><p>Чтобы установить лимит депозитов или временно исключить себя из игры, обратитесь в поддержку.</p>',
    banking: 'Пополнение и вывод',
    bankingTitle: 'Как работают пополнение и вывод?',
    bankingText:
      '<p>Депозиты зачисляются сразу после подтверждения платежа. Выводы отправляются на банковский счёт, привязанный к профилю, и требуют платёжного пароля.</p>',
  }),
  AR: starter({
    about: 'من نحن',
    aboutText:
      '<p>نحن كازينو إلكتروني مرخّص يقدّم موزّعين مباشرين وألعاب سلوت وصيد وأحداثاً رياضية ويانصيب من مزوّدين موثوقين.</p><p>فريق خدمة العملاء متاح على مدار الساعة.</p>',
    rules: 'القواعد',
    terms: 'الشروط والأحكام',
    termsText:
      '<p>يجب ألا يقل عمرك عن 18 عاماً للتسجيل واللعب.</p><p>حساب واحد لكل شخص. تخضع المكافآت لشروطها الخاصة. قد نطلب وثائق إثبات الهوية قبل السحب.</p><p>جميع الرهانات نهائية بعد أن يسوّي مزوّد اللعبة الجولة.</p>',
    responsible: 'اللعب المسؤول',
    responsibleText:
      '<p>العب للترفيه فقط. ضع لنفسك ميزانية وحداً زمنياً، ولا تطارد خسائرك أبداً.</p><p>تواصل مع خدمة العملاء لتحديد حدود الإيداع أو لاستبعاد نفسك لفترة.</p>',
    banking: 'الإيداع والسحب',
    bankingTitle: 'كيف يعمل الإيداع والسحب؟',
    bankingText:
      '<p>يُضاف الإيداع فور تأكيد الدفع. ويُحوَّل السحب إلى الحساب المصرفي المربوط بملفك ويتطلب كلمة مرور الدفع.</p>',
  }),
  HI: starter({
    about: 'हमारे बारे में',
    aboutText:
      '<p>हम एक लाइसेंसशुदा ऑनलाइन कैसीनो हैं, जहाँ भरोसेमंद प्रदाताओं के लाइव डीलर, स्लॉट, फ़िशिंग, खेल और लॉटरी गेम मिलते हैं।</p><p>हमारी ग्राहक सेवा टीम चौबीसों घंटे उपलब्ध है।</p>',
    rules: 'नियम',
    terms: 'नियम और शर्तें',
    termsText:
      '<p>पंजीकरण करने और खेलने के लिए आपकी उम्र कम से कम 18 वर्ष होनी चाहिए।</p><p>प्रति व्यक्ति एक खाता। बोनस पर उनकी अपनी शर्तें लागू होती हैं। निकासी से पहले हम पहचान दस्तावेज़ माँग सकते हैं।</p><p>गेम प्रदाता द्वारा राउंड का निपटान हो जाने के बाद सभी दांव अंतिम हैं।</p>',
    responsible: 'ज़िम्मेदारी से खेलें',
    responsibleText:
      '<p>सिर्फ़ मनोरंजन के लिए खेलें। अपना बजट और समय सीमा तय करें, और हारी हुई रकम वापस पाने के पीछे कभी न भागें।</p><p>जमा सीमा तय करने या कुछ समय के लिए खुद को बाहर रखने के लिए ग्राहक सेवा से संपर्क करें।</p>',
    banking: 'जमा और निकासी',
    bankingTitle: 'जमा और निकासी कैसे होती है?',
    bankingText:
      '<p>भुगतान की पुष्टि होते ही जमा राशि आ जाती है। निकासी आपकी प्रोफ़ाइल से जुड़े बैंक खाते में जाती है और इसके लिए भुगतान पासवर्ड चाहिए।</p>',
  }),
  FIL: starter({
    about: 'Tungkol sa amin',
    aboutText:
      '<p>Isa kaming lisensyadong online casino na may live dealer, slots, fishing, sports at lotto mula sa mga mapagkakatiwalaang provider.</p><p>Bukas ang customer service namin buong araw at gabi.</p>',
    rules: 'Mga patakaran',
    terms: 'Mga tuntunin at kondisyon',
    termsText:
      '<p>Dapat 18 taong gulang ka man lang para magparehistro at maglaro.</p><p>Isang account bawat tao. May sariling tuntunin ang bawat bonus. Maaari kaming humingi ng ID bago ang withdrawal.</p><p>Pinal na ang lahat ng taya kapag naayos na ng game provider ang round.</p>',
    responsible: 'Responsableng paglalaro',
    responsibleText:
      '<p>Maglaro para sa libangan lamang. Magtakda ng budget at limitasyon sa oras, at huwag habulin ang natalo.</p><p>Kontakin ang customer service para magtakda ng deposit limit o i-exclude ang sarili nang ilang panahon.</p>',
    banking: 'Deposito at withdrawal',
    bankingTitle: 'Paano gumagana ang deposito at withdrawal?',
    bankingText:
      '<p>Pumapasok agad ang deposito kapag nakumpirma ang bayad. Napupunta ang withdrawal sa bank account na naka-link sa profile mo at kailangan ang payment password mo.</p>',
  }),
  BN: starter({
    about: 'আমাদের সম্পর্কে',
    aboutText:
      '<p>আমরা একটি লাইসেন্সপ্রাপ্ত অনলাইন ক্যাসিনো, যেখানে বিশ্বস্ত প্রদানকারীদের লাইভ ডিলার, স্লট, ফিশিং, খেলা ও লটারি গেম আছে।</p><p>আমাদের গ্রাহকসেবা দল দিনরাত পাশে আছে।</p>',
    rules: 'নিয়ম',
    terms: 'শর্তাবলি',
    termsText:
      '<p>নিবন্ধন ও খেলার জন্য আপনার বয়স অন্তত 18 বছর হতে হবে।</p><p>প্রতি ব্যক্তির একটি অ্যাকাউন্ট। বোনাসে তাদের নিজস্ব শর্ত প্রযোজ্য। উত্তোলনের আগে আমরা পরিচয়পত্র চাইতে পারি।</p><p>গেম প্রদানকারী রাউন্ড নিষ্পত্তি করার পর সব বাজি চূড়ান্ত।</p>',
    responsible: 'দায়িত্বশীল খেলা',
    responsibleText:
      '<p>শুধু বিনোদনের জন্য খেলুন। নিজের বাজেট ও সময়সীমা ঠিক করুন, আর হারানো টাকা ফেরাতে কখনও খেলবেন না।</p><p>জমার সীমা ঠিক করতে বা কিছুদিনের জন্য নিজেকে বিরত রাখতে গ্রাহকসেবায় যোগাযোগ করুন।</p>',
    banking: 'জমা ও উত্তোলন',
    bankingTitle: 'জমা ও উত্তোলন কীভাবে হয়?',
    bankingText:
      '<p>পেমেন্ট নিশ্চিত হলেই জমা যোগ হয়। উত্তোলন আপনার প্রোফাইলে যুক্ত ব্যাংক অ্যাকাউন্টে যায় এবং পেমেন্ট পাসওয়ার্ড লাগে।</p>',
  }),
  ID: starter({
    about: 'Tentang kami',
    aboutText:
      '<p>Kami adalah kasino online berlisensi dengan live dealer, slot, tembak ikan, olahraga, dan lotere dari penyedia tepercaya.</p><p>Tim layanan pelanggan kami siap 24 jam.</p>',
    rules: 'Aturan',
    terms: 'Syarat dan ketentuan',
    termsText:
      '<p>Anda harus berusia minimal 18 tahun untuk mendaftar dan bermain.</p><p>Satu akun per orang. Bonus tunduk pada ketentuannya masing-masing. Kami dapat meminta dokumen identitas sebelum penarikan.</p><p>Semua taruhan bersifat final setelah penyedia game menyelesaikan ronde.</p>',
    responsible: 'Bermain secara bertanggung jawab',
    responsibleText:
      '<p>Bermainlah hanya untuk hiburan. Tetapkan anggaran dan batas waktu, dan jangan pernah mengejar kekalahan.</p><p>Hubungi layanan pelanggan untuk menetapkan batas deposit atau mengecualikan diri untuk sementara.</p>',
    banking: 'Deposit dan penarikan',
    bankingTitle: 'Bagaimana cara kerja deposit dan penarikan?',
    bankingText:
      '<p>Deposit masuk begitu pembayaran dikonfirmasi. Penarikan dikirim ke rekening bank yang terhubung dengan profil Anda dan memerlukan kata sandi pembayaran.</p>',
  }),
  MS: starter({
    about: 'Tentang kami',
    aboutText:
      '<p>Kami ialah kasino dalam talian berlesen dengan peniaga langsung, slot, memancing, sukan dan loteri daripada pembekal yang dipercayai.</p><p>Pasukan khidmat pelanggan kami sedia membantu 24 jam.</p>',
    rules: 'Peraturan',
    terms: 'Terma dan syarat',
    termsText:
      '<p>Anda mesti berumur sekurang-kurangnya 18 tahun untuk mendaftar dan bermain.</p><p>Satu akaun bagi setiap orang. Bonus tertakluk pada termanya sendiri. Kami mungkin meminta dokumen pengenalan sebelum pengeluaran.</p><p>Semua pertaruhan adalah muktamad selepas pembekal permainan menyelesaikan pusingan.</p>',
    responsible: 'Perjudian bertanggungjawab',
    responsibleText:
      '<p>Bermainlah untuk hiburan sahaja. Tetapkan bajet dan had masa, dan jangan sekali-kali mengejar kerugian.</p><p>Hubungi khidmat pelanggan untuk menetapkan had deposit atau mengecualikan diri untuk satu tempoh.</p>',
    banking: 'Deposit dan pengeluaran',
    bankingTitle: 'Bagaimanakah deposit dan pengeluaran berfungsi?',
    bankingText:
      '<p>Deposit dikreditkan sebaik sahaja pembayaran disahkan. Pengeluaran dihantar ke akaun bank yang dipautkan pada profil anda dan memerlukan kata laluan pembayaran.</p>',
  }),
  KM: starter({
    about: 'អំពីយើង',
    aboutText:
      '<p>យើងជាកាស៊ីណូអនឡាញដែលមានអាជ្ញាប័ណ្ណ ផ្ដល់អ្នកចែកបៀផ្សាយផ្ទាល់ ស្លុត បាញ់ត្រី កីឡា និងឆ្នោតពីអ្នកផ្គត់ផ្គង់ដែលគួរទុកចិត្ត។</p><p>ក្រុមសេវាអតិថិជនរបស់យើងរង់ចាំបម្រើ 24 ម៉ោង។</p>',
    rules: 'ច្បាប់',
    terms: 'លក្ខខណ្ឌ',
    termsText:
      '<p>អ្នកត្រូវមានអាយុយ៉ាងតិច 18 ឆ្នាំ ដើម្បីចុះឈ្មោះ និងលេង។</p><p>មនុស្សម្នាក់មានគណនីតែមួយ។ ប្រាក់រង្វាន់នីមួយៗមានលក្ខខណ្ឌរៀងៗខ្លួន។ យើងអាចស្នើឯកសារអត្តសញ្ញាណមុនការដកប្រាក់។</p><p>រាល់ការភ្នាល់ជាចុងក្រោយ បន្ទាប់ពីអ្នកផ្គត់ផ្គង់ហ្គេមទូទាត់ជុំរួច។</p>',
    responsible: 'ការលេងប្រកបដោយការទទួលខុសត្រូវ',
    responsibleText:
      '<p>លេងសម្រាប់ការកម្សាន្តតែប៉ុណ្ណោះ។ កំណត់ថវិកា និងពេលវេលា ហើយកុំដេញតាមការខាតបង់។</p><p>ទាក់ទងសេវាអតិថិជន ដើម្បីកំណត់ដែនកំណត់ដាក់ប្រាក់ ឬផ្អាកខ្លួនឯងមួយរយៈ។</p>',
    banking: 'ការដាក់ និងដកប្រាក់',
    bankingTitle: 'តើការដាក់ និងដកប្រាក់ដំណើរការយ៉ាងដូចម្ដេច?',
    bankingText:
      '<p>ប្រាក់ដាក់ចូលភ្លាមៗនៅពេលការបង់ប្រាក់ត្រូវបានបញ្ជាក់។ ការដកប្រាក់ផ្ញើទៅគណនីធនាគារដែលភ្ជាប់នឹងប្រវត្តិរូបរបស់អ្នក ហើយត្រូវការពាក្យសម្ងាត់បង់ប្រាក់។</p>',
  }),
  MY: starter({
    about: 'ကျွန်ုပ်တို့အကြောင်း',
    aboutText:
      '<p>ကျွန်ုပ်တို့သည် ယုံကြည်ရသော ဝန်ဆောင်မှုပေးသူများထံမှ တိုက်ရိုက်ဒီလာ၊ စလော့၊ ငါးဖမ်း၊ အားကစားနှင့် ထီဂိမ်းများ ပေးသော လိုင်စင်ရ အွန်လိုင်းကာစီနိုဖြစ်သည်။</p><p>ဖောက်သည်ဝန်ဆောင်မှုအဖွဲ့သည် 24 နာရီ ကူညီပေးသည်။</p>',
    rules: 'စည်းမျဉ်းများ',
    terms: 'စည်းကမ်းချက်များ',
    termsText:
      '<p>စာရင်းသွင်းပြီး ကစားရန် အနည်းဆုံး အသက် 18 နှစ် ပြည့်ရမည်။</p><p>လူတစ်ဦးလျှင် အကောင့်တစ်ခုသာ။ ဘောနပ်စ်များတွင် ၎င်းတို့၏ စည်းကမ်းချက်များ သက်ရောက်သည်။ ငွေထုတ်ခြင်းမပြုမီ သက်သေခံစာရွက်စာတမ်း တောင်းနိုင်သည်။</p><p>ဂိမ်းဝန်ဆောင်မှုပေးသူက အကြိမ်ကို ရှင်းလင်းပြီးနောက် လောင်းကြေးအားလုံး အပြီးသတ်ဖြစ်သည်။</p>',
    responsible: 'တာဝန်ယူမှုရှိသော ကစားခြင်း',
    responsibleText:
      '<p>ဖျော်ဖြေရေးအတွက်သာ ကစားပါ။ ဘတ်ဂျက်နှင့် အချိန်ကန့်သတ်ချက် သတ်မှတ်ပြီး ရှုံးငွေကို ပြန်ရရန် မလိုက်ပါနှင့်။</p><p>အပ်ငွေကန့်သတ်ချက် သတ်မှတ်ရန် သို့မဟုတ် ကာလတစ်ခု ကိုယ့်ကိုယ်ကို ဖယ်ထားရန် ဖောက်သည်ဝန်ဆောင်မှုကို ဆက်သွယ်ပါ။</p>',
    banking: 'ငွေသွင်းနှင့် ငွေထုတ်',
    bankingTitle: 'ငွေသွင်းခြင်းနှင့် ငွေထုတ်ခြင်း မည်သို့ လုပ်ဆောင်သနည်း။',
    bankingText:
      '<p>ငွေပေးချေမှု အတည်ပြုသည်နှင့် အပ်ငွေ ဝင်သည်။ ငွေထုတ်မှုကို သင့်ပရိုဖိုင်နှင့် ချိတ်ထားသော ဘဏ်အကောင့်သို့ ပို့ပြီး ငွေပေးချေမှု စကားဝှက် လိုအပ်သည်။</p>',
  }),
};
