import type { TLocalized } from '@croupier/contracts';
import type { HelpArticleRow } from '../content/content.repository.ts';
import { MORE_STARTER_HELP } from './help-content-languages.ts';

/** Starter help-centre articles a new demo merchant gets in each language; `term` is the terms. */
export const STARTER_HELP: TLocalized<HelpArticleRow[]> = {
  EN: [
    {
      categoryKey: 'about',
      category: 'About us',
      articleKey: 'about',
      title: 'About us',
      content:
        '<p>We run a licensed online casino with live dealers, slots, fishing, sports and lottery games from trusted vendors.</p><p>Our customer service team is available around the clock.</p>',
    },
    {
      categoryKey: 'rules',
      category: 'Rules',
      articleKey: 'term',
      title: 'Terms and conditions',
      content:
        '<p>You must be at least 18 years old to register and play.</p><p>One account per person. Bonuses are subject to their own terms. We may ask for identity documents before a withdrawal.</p><p>All bets are final once a round has been settled by the game provider.</p>',
    },
    {
      categoryKey: 'rules',
      category: 'Rules',
      articleKey: 'responsible',
      title: 'Responsible gaming',
      content:
        '<p>Play for entertainment only. Set yourself a budget and a time limit, and never chase losses.</p><p>Contact customer service to set deposit limits or to exclude yourself for a period.</p>',
    },
    {
      categoryKey: 'banking',
      category: 'Deposits and withdrawals',
      articleKey: 'banking',
      title: 'How do deposits and withdrawals work?',
      content:
        '<p>Deposits are credited as soon as the payment is confirmed. Withdrawals go to the bank account bound to your profile and need your payment password.</p>',
    },
  ],
  CN: [
    {
      categoryKey: 'about',
      category: '关于我们',
      articleKey: 'about',
      title: '关于我们',
      content:
        '<p>我们是一家持牌在线娱乐场，提供来自可信供应商的真人荷官、老虎机、捕鱼、体育和彩票游戏。</p><p>我们的客服团队全天候为您服务。</p>',
    },
    {
      categoryKey: 'rules',
      category: '规则',
      articleKey: 'term',
      title: '条款与条件',
      content:
        '<p>您必须年满18周岁才能注册和游戏。</p><p>每人仅限一个账户。优惠活动适用其各自的条款。提款前我们可能要求您提供身份证明文件。</p><p>游戏回合由游戏供应商结算后，所有投注均为最终结果。</p>',
    },
    {
      categoryKey: 'rules',
      category: '规则',
      articleKey: 'responsible',
      title: '负责任博彩',
      content:
        '<p>请仅以娱乐为目的进行游戏。为自己设定预算和时间限制，切勿追逐损失。</p><p>如需设置存款限额或暂停账户，请联系客服。</p>',
    },
    {
      categoryKey: 'banking',
      category: '存款与提款',
      articleKey: 'banking',
      title: '存款和提款如何进行？',
      content: '<p>付款确认后存款即时到账。提款将转入您资料中绑定的银行账户，并需要您的支付密码。</p>',
    },
  ],
  VI: [
    {
      categoryKey: 'about',
      category: 'Về chúng tôi',
      articleKey: 'about',
      title: 'Về chúng tôi',
      content:
        '<p>Chúng tôi vận hành sòng bạc trực tuyến được cấp phép với live casino, slot, bắn cá, thể thao và xổ số từ các nhà cung cấp uy tín.</p><p>Đội ngũ chăm sóc khách hàng luôn sẵn sàng 24/7.</p>',
    },
    {
      categoryKey: 'rules',
      category: 'Quy định',
      articleKey: 'term',
      title: 'Điều khoản và điều kiện',
      content:
        '<p>Bạn phải từ đủ 18 tuổi trở lên để đăng ký và chơi.</p><p>Mỗi người chỉ được một tài khoản. Khuyến mãi áp dụng theo điều khoản riêng. Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi rút tiền.</p><p>Mọi cược là cuối cùng khi ván chơi đã được nhà cung cấp trò chơi thanh toán.</p>',
    },
    {
      categoryKey: 'rules',
      category: 'Quy định',
      articleKey: 'responsible',
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Chỉ chơi để giải trí. Hãy đặt ngân sách và giới hạn thời gian, và đừng bao giờ cố gỡ thua.</p><p>Liên hệ chăm sóc khách hàng để đặt giới hạn nạp tiền hoặc tạm khóa tài khoản.</p>',
    },
    {
      categoryKey: 'banking',
      category: 'Nạp và rút tiền',
      articleKey: 'banking',
      title: 'Nạp và rút tiền hoạt động thế nào?',
      content:
        '<p>Tiền nạp được cộng ngay khi thanh toán được xác nhận. Tiền rút được chuyển về tài khoản ngân hàng đã liên kết và cần mật khẩu thanh toán của bạn.</p>',
    },
  ],
  TH: [
    {
      categoryKey: 'about',
      category: 'เกี่ยวกับเรา',
      articleKey: 'about',
      title: 'เกี่ยวกับเรา',
      content:
        '<p>เราให้บริการคาสิโนออนไลน์ที่ได้รับใบอนุญาต พร้อมคาสิโนสด สล็อต ยิงปลา กีฬา และหวย จากผู้ให้บริการที่เชื่อถือได้</p><p>ทีมบริการลูกค้าของเราพร้อมให้บริการตลอด 24 ชั่วโมง</p>',
    },
    {
      categoryKey: 'rules',
      category: 'กฎกติกา',
      articleKey: 'term',
      title: 'ข้อกำหนดและเงื่อนไข',
      content:
        '<p>คุณต้องมีอายุอย่างน้อย 18 ปีจึงจะสมัครและเล่นได้</p><p>หนึ่งบัญชีต่อหนึ่งคน โบนัสเป็นไปตามเงื่อนไขของแต่ละรายการ เราอาจขอเอกสารยืนยันตัวตนก่อนการถอนเงิน</p><p>การเดิมพันทั้งหมดถือเป็นที่สิ้นสุดเมื่อผู้ให้บริการเกมสรุปผลรอบแล้ว</p>',
    },
    {
      categoryKey: 'rules',
      category: 'กฎกติกา',
      articleKey: 'responsible',
      title: 'การเล่นอย่างรับผิดชอบ',
      content:
        '<p>เล่นเพื่อความบันเทิงเท่านั้น กำหนดงบประมาณและเวลา และอย่าพยายามเล่นเพื่อเอาคืน</p><p>ติดต่อฝ่ายบริการลูกค้าเพื่อกำหนดวงเงินฝากหรือระงับบัญชีชั่วคราว</p>',
    },
    {
      categoryKey: 'banking',
      category: 'ฝากและถอนเงิน',
      articleKey: 'banking',
      title: 'การฝากและถอนเงินทำงานอย่างไร?',
      content:
        '<p>เงินฝากจะเข้าบัญชีทันทีเมื่อยืนยันการชำระเงิน การถอนเงินจะโอนไปยังบัญชีธนาคารที่ผูกไว้และต้องใช้รหัสผ่านการชำระเงินของคุณ</p>',
    },
  ],
  ...MORE_STARTER_HELP,
};
