import type { TLanguage } from '@croupier/contracts';
import { fillPlaceholders, scriptOf } from '@croupier/game-client';
import { choose, diceSumWays } from '@croupier/games';

/**
 * What each bet type pays, in every language the lottery UI speaks: the vendor sends the English
 * description of `packages/games`, the UI says it by template from the bet type's code. English is
 * here too, word for word the vendor's, so a test proves the templates and their figures still say
 * what the maths says.
 */
const en = {
  posDigit: 'Pays the odds when digit {n} of the 5 drawn is the chosen digit (1 in 10).',
  posBsoe: 'Pays the odds when digit {n} is big (5–9), small (0–4), odd or even as chosen (1 in 2).',
  sumBsoe:
    'Pays the odds when the sum of the 5 digits (0–45) is big (23–45), small (0–22), odd or even as chosen (1 in 2).',
  rank: 'Pays the odds when the chosen car (01–10) finishes at rank {n} (1 in 10).',
  rankBsoe:
    'Pays the odds when the car at rank {n} is big (06–10), small (01–05), odd or even as chosen (1 in 2).',
  dragonTiger:
    'Pays the odds on DRAGON when the car at rank 1 has a higher number than the car at rank 10, on TIGER when lower (1 in 2).',
  diceBigSmall:
    'Pays the odds when the total of the 3 dice is big (11–17) or small (4–10) as chosen; any triple loses (105 in 216).',
  total: 'Pays the odds when the 3 dice total the chosen {a} or {b} ({ways} in 216).',
  triple: 'Pays the odds when all 3 dice show the chosen face (1 in 216).',
  anyTriple: 'Pays the odds when all 3 dice show the same face (6 in 216).',
  pickSome: 'Pays the odds when all {n} chosen balls (01–11) are among the 5 drawn ({ways} in 462).',
  pickFive: 'Pays the odds when the 5 chosen balls (01–11) are the 5 drawn (1 in 462).',
  pickCover: 'Pays the odds when all 5 drawn balls are among the {n} chosen ({ways} in 462).',
  lo: 'Pays the odds times the point for every one of the {count} prizes ending in the chosen {digits} digits; costs {count} points.',
  de: 'Pays the odds when the chosen 2 digits are the last two digits of the special prize.',
  dau: 'Pays the odds when the chosen digit is the first of the last two digits of the special prize.',
  duoi: 'Pays the odds when the chosen digit is the last digit of the special prize.',
  xien: 'Pays the odds once when all {k} chosen 2-digit numbers appear as lô (last two digits of any prize).',
  baCang: 'Pays the odds when the chosen 3 digits are the last three digits of the special prize.',
  big4d:
    'Pays when the number is any of the 23 prizes, at the Big table (by default 1st 2500×, 2nd 1000×, 3rd 500×, special 180×, consolation 60×).',
  small4d:
    'Pays when the number is the 1st, 2nd or 3rd prize, at the Small table (by default 3500×, 2000×, 1000×).',
  boxBig:
    'A full stake on every permutation of the number (24, 12, 6 or 4 combinations); each permutation drawn as any of the 23 prizes pays the Big table.',
  iboxBig:
    'One stake covers every permutation of the number; each permutation drawn as any of the 23 prizes pays the Big table divided by the number of permutations.',
  boxSmall:
    'A full stake on every permutation of the number (24, 12, 6 or 4 combinations); each permutation drawn as the 1st, 2nd or 3rd prize pays the Small table.',
  iboxSmall:
    'One stake covers every permutation of the number; each permutation drawn as the 1st, 2nd or 3rd prize pays the Small table divided by the number of permutations.',
} as const;

type TDescriptionKey = keyof typeof en;
type TDescriptions = Record<TDescriptionKey, string>;

const cn: TDescriptions = {
  posDigit: '开出的5位号码中第{n}位等于所选数字时按赔率派彩（中奖概率 1/10）。',
  posBsoe: '第{n}位为大（5–9）、小（0–4）、单或双，与所选一致时按赔率派彩（中奖概率 1/2）。',
  sumBsoe: '5个数字之和（0–45）为大（23–45）、小（0–22）、单或双，与所选一致时按赔率派彩（中奖概率 1/2）。',
  rank: '所选车号（01–10）获得第{n}名时按赔率派彩（中奖概率 1/10）。',
  rankBsoe: '第{n}名的车号为大（06–10）、小（01–05）、单或双，与所选一致时按赔率派彩（中奖概率 1/2）。',
  dragonTiger: '第1名车号大于第10名车号时“龙”中奖，小于时“虎”中奖，按赔率派彩（中奖概率 1/2）。',
  diceBigSmall:
    '3颗骰子点数之和为大（11–17）或小（4–10），与所选一致时按赔率派彩；开出任意豹子通杀（中奖概率 105/216）。',
  total: '3颗骰子点数之和等于所选的 {a} 或 {b} 时按赔率派彩（中奖概率 {ways}/216）。',
  triple: '3颗骰子都开出所选点数时按赔率派彩（中奖概率 1/216）。',
  anyTriple: '3颗骰子点数相同时按赔率派彩（中奖概率 6/216）。',
  pickSome: '所选{n}个号码（01–11）全部在开出的5个号码中时按赔率派彩（中奖概率 {ways}/462）。',
  pickFive: '所选5个号码（01–11）与开出的5个号码完全相同时按赔率派彩（中奖概率 1/462）。',
  pickCover: '开出的5个号码全部在所选{n}个号码中时按赔率派彩（中奖概率 {ways}/462）。',
  lo: '全部{count}个奖号中，每有一个奖号末{digits}位与所选号码相同，即按每点赔率派彩一次；每点成本为{count}点。',
  de: '所选2位号码与特等奖末两位相同时按赔率派彩。',
  dau: '所选数字与特等奖末两位中的第一位相同时按赔率派彩。',
  duoi: '所选数字与特等奖最后一位相同时按赔率派彩。',
  xien: '所选{k}个2位号码全部作为包组号码（任一奖号的末两位）开出时，按赔率派彩一次。',
  baCang: '所选3位号码与特等奖末三位相同时按赔率派彩。',
  big4d:
    '号码开出23个奖项中的任意一个时，按“大”赔率表派彩（默认头奖 2500×、二奖 1000×、三奖 500×、特别奖 180×、安慰奖 60×）。',
  small4d: '号码开出头奖、二奖或三奖时，按“小”赔率表派彩（默认 3500×、2000×、1000×）。',
  boxBig:
    '号码的每种排列（24、12、6 或 4 组）各下全额注；任一排列开出23个奖项中的任意一个时，按“大”赔率表派彩。',
  iboxBig: '一注覆盖号码的所有排列；任一排列开出23个奖项中的任意一个时，按“大”赔率表除以排列数派彩。',
  boxSmall:
    '号码的每种排列（24、12、6 或 4 组）各下全额注；任一排列开出头奖、二奖或三奖时，按“小”赔率表派彩。',
  iboxSmall: '一注覆盖号码的所有排列；任一排列开出头奖、二奖或三奖时，按“小”赔率表除以排列数派彩。',
};

const tw: TDescriptions = {
  posDigit: '開出的5位號碼中第{n}位等於所選數字時按賠率派彩（中獎機率 1/10）。',
  posBsoe: '第{n}位為大（5–9）、小（0–4）、單或雙，與所選一致時按賠率派彩（中獎機率 1/2）。',
  sumBsoe: '5個數字之和（0–45）為大（23–45）、小（0–22）、單或雙，與所選一致時按賠率派彩（中獎機率 1/2）。',
  rank: '所選車號（01–10）獲得第{n}名時按賠率派彩（中獎機率 1/10）。',
  rankBsoe: '第{n}名的車號為大（06–10）、小（01–05）、單或雙，與所選一致時按賠率派彩（中獎機率 1/2）。',
  dragonTiger: '第1名車號大於第10名車號時「龍」中獎，小於時「虎」中獎，按賠率派彩（中獎機率 1/2）。',
  diceBigSmall:
    '3顆骰子點數之和為大（11–17）或小（4–10），與所選一致時按賠率派彩；開出任意豹子通殺（中獎機率 105/216）。',
  total: '3顆骰子點數之和等於所選的 {a} 或 {b} 時按賠率派彩（中獎機率 {ways}/216）。',
  triple: '3顆骰子都開出所選點數時按賠率派彩（中獎機率 1/216）。',
  anyTriple: '3顆骰子點數相同時按賠率派彩（中獎機率 6/216）。',
  pickSome: '所選{n}個號碼（01–11）全部在開出的5個號碼中時按賠率派彩（中獎機率 {ways}/462）。',
  pickFive: '所選5個號碼（01–11）與開出的5個號碼完全相同時按賠率派彩（中獎機率 1/462）。',
  pickCover: '開出的5個號碼全部在所選{n}個號碼中時按賠率派彩（中獎機率 {ways}/462）。',
  lo: '全部{count}個獎號中，每有一個獎號末{digits}位與所選號碼相同，即按每點賠率派彩一次；每點成本為{count}點。',
  de: '所選2位號碼與特等獎末兩位相同時按賠率派彩。',
  dau: '所選數字與特等獎末兩位中的第一位相同時按賠率派彩。',
  duoi: '所選數字與特等獎最後一位相同時按賠率派彩。',
  xien: '所選{k}個2位號碼全部作為包組號碼（任一獎號的末兩位）開出時，按賠率派彩一次。',
  baCang: '所選3位號碼與特等獎末三位相同時按賠率派彩。',
  big4d:
    '號碼開出23個獎項中的任意一個時，按「大」賠率表派彩（預設頭獎 2500×、二獎 1000×、三獎 500×、特別獎 180×、安慰獎 60×）。',
  small4d: '號碼開出頭獎、二獎或三獎時，按「小」賠率表派彩（預設 3500×、2000×、1000×）。',
  boxBig:
    '號碼的每種排列（24、12、6 或 4 組）各下全額注；任一排列開出23個獎項中的任意一個時，按「大」賠率表派彩。',
  iboxBig: '一注涵蓋號碼的所有排列；任一排列開出23個獎項中的任意一個時，按「大」賠率表除以排列數派彩。',
  boxSmall:
    '號碼的每種排列（24、12、6 或 4 組）各下全額注；任一排列開出頭獎、二獎或三獎時，按「小」賠率表派彩。',
  iboxSmall: '一注涵蓋號碼的所有排列；任一排列開出頭獎、二獎或三獎時，按「小」賠率表除以排列數派彩。',
};

const vi: TDescriptions = {
  posDigit: 'Trả theo tỷ lệ khi chữ số thứ {n} trong 5 chữ số quay ra là chữ số đã chọn (xác suất 1/10).',
  posBsoe:
    'Trả theo tỷ lệ khi chữ số thứ {n} là tài (5–9), xỉu (0–4), lẻ hoặc chẵn như đã chọn (xác suất 1/2).',
  sumBsoe:
    'Trả theo tỷ lệ khi tổng 5 chữ số (0–45) là tài (23–45), xỉu (0–22), lẻ hoặc chẵn như đã chọn (xác suất 1/2).',
  rank: 'Trả theo tỷ lệ khi xe đã chọn (01–10) về hạng {n} (xác suất 1/10).',
  rankBsoe:
    'Trả theo tỷ lệ khi số xe về hạng {n} là tài (06–10), xỉu (01–05), lẻ hoặc chẵn như đã chọn (xác suất 1/2).',
  dragonTiger:
    'Cửa Rồng thắng khi xe hạng 1 mang số lớn hơn xe hạng 10, cửa Hổ thắng khi nhỏ hơn; trả theo tỷ lệ (xác suất 1/2).',
  diceBigSmall:
    'Trả theo tỷ lệ khi tổng 3 xúc xắc là tài (11–17) hoặc xỉu (4–10) như đã chọn; ra bộ ba bất kỳ thì thua (xác suất 105/216).',
  total: 'Trả theo tỷ lệ khi tổng 3 xúc xắc bằng {a} hoặc {b} như đã chọn (xác suất {ways}/216).',
  triple: 'Trả theo tỷ lệ khi cả 3 xúc xắc cùng ra mặt đã chọn (xác suất 1/216).',
  anyTriple: 'Trả theo tỷ lệ khi cả 3 xúc xắc ra cùng một mặt (xác suất 6/216).',
  pickSome: 'Trả theo tỷ lệ khi cả {n} số đã chọn (01–11) đều nằm trong 5 số quay ra (xác suất {ways}/462).',
  pickFive: 'Trả theo tỷ lệ khi 5 số đã chọn (01–11) trùng đúng 5 số quay ra (xác suất 1/462).',
  pickCover: 'Trả theo tỷ lệ khi cả 5 số quay ra đều nằm trong {n} số đã chọn (xác suất {ways}/462).',
  lo: 'Trả tỷ lệ nhân số điểm cho mỗi giải trong {count} giải có {digits} số cuối trùng số đã chọn; giá {count} điểm.',
  de: 'Trả theo tỷ lệ khi 2 số đã chọn trùng hai số cuối của giải đặc biệt.',
  dau: 'Trả theo tỷ lệ khi chữ số đã chọn là chữ số đầu trong hai số cuối của giải đặc biệt.',
  duoi: 'Trả theo tỷ lệ khi chữ số đã chọn là chữ số cuối của giải đặc biệt.',
  xien: 'Trả theo tỷ lệ một lần khi cả {k} số 2 chữ số đã chọn đều về lô (hai số cuối của bất kỳ giải nào).',
  baCang: 'Trả theo tỷ lệ khi 3 số đã chọn trùng ba số cuối của giải đặc biệt.',
  big4d:
    'Trúng khi số đã chọn trùng bất kỳ giải nào trong 23 giải, trả theo bảng Lớn (mặc định giải nhất 2500×, giải nhì 1000×, giải ba 500×, giải đặc biệt 180×, giải khuyến khích 60×).',
  small4d:
    'Trúng khi số đã chọn là giải nhất, nhì hoặc ba, trả theo bảng Nhỏ (mặc định 3500×, 2000×, 1000×).',
  boxBig:
    'Cược đủ tiền cho mỗi hoán vị của số (24, 12, 6 hoặc 4 tổ hợp); mỗi hoán vị trúng bất kỳ giải nào trong 23 giải được trả theo bảng Lớn.',
  iboxBig:
    'Một lần cược phủ mọi hoán vị của số; mỗi hoán vị trúng bất kỳ giải nào trong 23 giải được trả theo bảng Lớn chia cho số hoán vị.',
  boxSmall:
    'Cược đủ tiền cho mỗi hoán vị của số (24, 12, 6 hoặc 4 tổ hợp); mỗi hoán vị trúng giải nhất, nhì hoặc ba được trả theo bảng Nhỏ.',
  iboxSmall:
    'Một lần cược phủ mọi hoán vị của số; mỗi hoán vị trúng giải nhất, nhì hoặc ba được trả theo bảng Nhỏ chia cho số hoán vị.',
};

const th: TDescriptions = {
  posDigit: 'จ่ายตามอัตราเมื่อหลักที่ {n} ของเลข 5 หลักที่ออกตรงกับเลขที่เลือก (โอกาส 1 ใน 10)',
  posBsoe: 'จ่ายตามอัตราเมื่อหลักที่ {n} เป็นสูง (5–9) ต่ำ (0–4) คี่ หรือคู่ ตามที่เลือก (โอกาส 1 ใน 2)',
  sumBsoe: 'จ่ายตามอัตราเมื่อผลรวมของเลข 5 หลัก (0–45) เป็นสูง (23–45) ต่ำ (0–22) คี่ หรือคู่ ตามที่เลือก (โอกาส 1 ใน 2)',
  rank: 'จ่ายตามอัตราเมื่อรถที่เลือก (01–10) เข้าเส้นชัยอันดับ {n} (โอกาส 1 ใน 10)',
  rankBsoe: 'จ่ายตามอัตราเมื่อหมายเลขรถอันดับ {n} เป็นสูง (06–10) ต่ำ (01–05) คี่ หรือคู่ ตามที่เลือก (โอกาส 1 ใน 2)',
  dragonTiger: 'มังกรชนะเมื่อรถอันดับ 1 มีหมายเลขสูงกว่ารถอันดับ 10 เสือชนะเมื่อต่ำกว่า จ่ายตามอัตรา (โอกาส 1 ใน 2)',
  diceBigSmall:
    'จ่ายตามอัตราเมื่อผลรวมลูกเต๋า 3 ลูกเป็นสูง (11–17) หรือต่ำ (4–10) ตามที่เลือก ออกตองใดก็ถือว่าแพ้ (โอกาส 105 ใน 216)',
  total: 'จ่ายตามอัตราเมื่อผลรวมลูกเต๋า 3 ลูกเท่ากับ {a} หรือ {b} ตามที่เลือก (โอกาส {ways} ใน 216)',
  triple: 'จ่ายตามอัตราเมื่อลูกเต๋าทั้ง 3 ลูกออกหน้าที่เลือก (โอกาส 1 ใน 216)',
  anyTriple: 'จ่ายตามอัตราเมื่อลูกเต๋าทั้ง 3 ลูกออกหน้าเดียวกัน (โอกาส 6 ใน 216)',
  pickSome: 'จ่ายตามอัตราเมื่อลูกที่เลือกทั้ง {n} ลูก (01–11) อยู่ใน 5 ลูกที่ออก (โอกาส {ways} ใน 462)',
  pickFive: 'จ่ายตามอัตราเมื่อลูกที่เลือก 5 ลูก (01–11) ตรงกับ 5 ลูกที่ออกทั้งหมด (โอกาส 1 ใน 462)',
  pickCover: 'จ่ายตามอัตราเมื่อ 5 ลูกที่ออกอยู่ในลูกที่เลือก {n} ลูกทั้งหมด (โอกาส {ways} ใน 462)',
  lo: 'จ่ายอัตราคูณแต้มทุกครั้งที่รางวัลใดใน {count} รางวัลลงท้ายด้วยเลข {digits} ตัวที่เลือก ราคา {count} แต้ม',
  de: 'จ่ายตามอัตราเมื่อเลข 2 ตัวที่เลือกตรงกับสองตัวท้ายของรางวัลพิเศษ',
  dau: 'จ่ายตามอัตราเมื่อเลขที่เลือกตรงกับตัวแรกของสองตัวท้ายของรางวัลพิเศษ',
  duoi: 'จ่ายตามอัตราเมื่อเลขที่เลือกตรงกับตัวสุดท้ายของรางวัลพิเศษ',
  xien: 'จ่ายตามอัตราหนึ่งครั้งเมื่อเลข 2 ตัวที่เลือกทั้ง {k} ชุดออกเป็นโล (สองตัวท้ายของรางวัลใดก็ได้)',
  baCang: 'จ่ายตามอัตราเมื่อเลข 3 ตัวที่เลือกตรงกับสามตัวท้ายของรางวัลพิเศษ',
  big4d:
    'ถูกรางวัลเมื่อเลขตรงกับรางวัลใดก็ได้ใน 23 รางวัล จ่ายตามตารางใหญ่ (ค่าเริ่มต้น รางวัลที่ 1 2500× รางวัลที่ 2 1000× รางวัลที่ 3 500× รางวัลพิเศษ 180× รางวัลปลอบใจ 60×)',
  small4d: 'ถูกรางวัลเมื่อเลขตรงกับรางวัลที่ 1, 2 หรือ 3 จ่ายตามตารางเล็ก (ค่าเริ่มต้น 3500×, 2000×, 1000×)',
  boxBig: 'แทงเต็มจำนวนทุกการสลับตำแหน่งของเลข (24, 12, 6 หรือ 4 ชุด) ชุดที่ออกเป็นรางวัลใดก็ได้ใน 23 รางวัลจ่ายตามตารางใหญ่',
  iboxBig: 'เดิมพันเดียวครอบคลุมทุกการสลับตำแหน่งของเลข ชุดที่ออกเป็นรางวัลใดก็ได้ใน 23 รางวัลจ่ายตามตารางใหญ่หารด้วยจำนวนชุด',
  boxSmall: 'แทงเต็มจำนวนทุกการสลับตำแหน่งของเลข (24, 12, 6 หรือ 4 ชุด) ชุดที่ออกเป็นรางวัลที่ 1, 2 หรือ 3 จ่ายตามตารางเล็ก',
  iboxSmall: 'เดิมพันเดียวครอบคลุมทุกการสลับตำแหน่งของเลข ชุดที่ออกเป็นรางวัลที่ 1, 2 หรือ 3 จ่ายตามตารางเล็กหารด้วยจำนวนชุด',
};

const ja: TDescriptions = {
  posDigit: '抽選された5桁のうち{n}桁目が選んだ数字と一致すると配当倍率で払い戻し（確率 1/10）。',
  posBsoe: '{n}桁目が選んだとおり大（5–9）、小（0–4）、奇数、偶数のとき配当倍率で払い戻し（確率 1/2）。',
  sumBsoe:
    '5桁の合計（0–45）が選んだとおり大（23–45）、小（0–22）、奇数、偶数のとき配当倍率で払い戻し（確率 1/2）。',
  rank: '選んだ車（01–10）が{n}位でゴールすると配当倍率で払い戻し（確率 1/10）。',
  rankBsoe:
    '{n}位の車番が選んだとおり大（06–10）、小（01–05）、奇数、偶数のとき配当倍率で払い戻し（確率 1/2）。',
  dragonTiger:
    '1位の車番が10位の車番より大きければ「龍」、小さければ「虎」に配当倍率で払い戻し（確率 1/2）。',
  diceBigSmall:
    'サイコロ3個の合計が選んだとおり大（11–17）または小（4–10）のとき配当倍率で払い戻し。ゾロ目は負け（確率 105/216）。',
  total: 'サイコロ3個の合計が選んだ {a} または {b} のとき配当倍率で払い戻し（確率 {ways}/216）。',
  triple: 'サイコロ3個すべてが選んだ目のとき配当倍率で払い戻し（確率 1/216）。',
  anyTriple: 'サイコロ3個すべてが同じ目のとき配当倍率で払い戻し（確率 6/216）。',
  pickSome:
    '選んだ{n}個の番号（01–11）がすべて抽選された5個に含まれると配当倍率で払い戻し（確率 {ways}/462）。',
  pickFive: '選んだ5個の番号（01–11）が抽選された5個と一致すると配当倍率で払い戻し（確率 1/462）。',
  pickCover: '抽選された5個の番号がすべて選んだ{n}個に含まれると配当倍率で払い戻し（確率 {ways}/462）。',
  lo: '全{count}本の当選番号のうち、末尾{digits}桁が選んだ番号と一致する1本ごとに配当倍率×ポイントを払い戻し。費用は{count}ポイント。',
  de: '選んだ2桁が特別賞の末尾2桁と一致すると配当倍率で払い戻し。',
  dau: '選んだ数字が特別賞の末尾2桁のうち上の桁と一致すると配当倍率で払い戻し。',
  duoi: '選んだ数字が特別賞の最後の桁と一致すると配当倍率で払い戻し。',
  xien: '選んだ2桁の番号{k}個がすべてロー（いずれかの賞の末尾2桁）として出ると、配当倍率で1回払い戻し。',
  baCang: '選んだ3桁が特別賞の末尾3桁と一致すると配当倍率で払い戻し。',
  big4d:
    '番号が23本のいずれかの賞に当たると「大」の配当表で払い戻し（初期値 1等 2500×、2等 1000×、3等 500×、特別賞 180×、残念賞 60×）。',
  small4d: '番号が1等、2等、3等のいずれかに当たると「小」の配当表で払い戻し（初期値 3500×、2000×、1000×）。',
  boxBig:
    '番号のすべての並べ替え（24、12、6 または 4 通り）にそれぞれ満額を賭けます。23本のいずれかの賞に当たった並びは「大」の配当表で払い戻し。',
  iboxBig:
    '1口で番号のすべての並べ替えをカバーします。23本のいずれかの賞に当たった並びは「大」の配当表を並べ替えの数で割って払い戻し。',
  boxSmall:
    '番号のすべての並べ替え（24、12、6 または 4 通り）にそれぞれ満額を賭けます。1等、2等、3等に当たった並びは「小」の配当表で払い戻し。',
  iboxSmall:
    '1口で番号のすべての並べ替えをカバーします。1等、2等、3等に当たった並びは「小」の配当表を並べ替えの数で割って払い戻し。',
};

const ko: TDescriptions = {
  posDigit: '추첨된 5자리 중 {n}번째 자리가 선택한 숫자이면 배당률대로 지급합니다 (확률 1/10).',
  posBsoe: '{n}번째 자리가 선택한 대(5–9), 소(0–4), 홀, 짝에 해당하면 배당률대로 지급합니다 (확률 1/2).',
  sumBsoe:
    '5자리 합계(0–45)가 선택한 대(23–45), 소(0–22), 홀, 짝에 해당하면 배당률대로 지급합니다 (확률 1/2).',
  rank: '선택한 차량(01–10)이 {n}위로 들어오면 배당률대로 지급합니다 (확률 1/10).',
  rankBsoe:
    '{n}위 차량 번호가 선택한 대(06–10), 소(01–05), 홀, 짝에 해당하면 배당률대로 지급합니다 (확률 1/2).',
  dragonTiger:
    '1위 차량 번호가 10위 차량 번호보다 크면 용, 작으면 호랑이에 배당률대로 지급합니다 (확률 1/2).',
  diceBigSmall:
    '주사위 3개의 합이 선택한 대(11–17) 또는 소(4–10)이면 배당률대로 지급하며, 트리플이 나오면 집니다 (확률 105/216).',
  total: '주사위 3개의 합이 선택한 {a} 또는 {b}이면 배당률대로 지급합니다 (확률 {ways}/216).',
  triple: '주사위 3개가 모두 선택한 눈이 나오면 배당률대로 지급합니다 (확률 1/216).',
  anyTriple: '주사위 3개가 모두 같은 눈이 나오면 배당률대로 지급합니다 (확률 6/216).',
  pickSome: '선택한 번호 {n}개(01–11)가 모두 추첨된 5개에 포함되면 배당률대로 지급합니다 (확률 {ways}/462).',
  pickFive: '선택한 번호 5개(01–11)가 추첨된 5개와 같으면 배당률대로 지급합니다 (확률 1/462).',
  pickCover: '추첨된 5개 번호가 모두 선택한 {n}개에 포함되면 배당률대로 지급합니다 (확률 {ways}/462).',
  lo: '전체 {count}개 당첨 번호 중 끝 {digits}자리가 선택한 번호와 같은 번호마다 배당률 × 포인트를 지급합니다. 비용은 {count}포인트입니다.',
  de: '선택한 2자리가 특별상의 끝 두 자리와 같으면 배당률대로 지급합니다.',
  dau: '선택한 숫자가 특별상 끝 두 자리 중 앞자리와 같으면 배당률대로 지급합니다.',
  duoi: '선택한 숫자가 특별상의 마지막 자리와 같으면 배당률대로 지급합니다.',
  xien: '선택한 2자리 번호 {k}개가 모두 로(아무 당첨 번호의 끝 두 자리)로 나오면 배당률대로 한 번 지급합니다.',
  baCang: '선택한 3자리가 특별상의 끝 세 자리와 같으면 배당률대로 지급합니다.',
  big4d:
    '번호가 23개 상 중 하나에 당첨되면 대 배당표로 지급합니다 (기본 1등 2500×, 2등 1000×, 3등 500×, 특별상 180×, 위로상 60×).',
  small4d: '번호가 1등, 2등 또는 3등에 당첨되면 소 배당표로 지급합니다 (기본 3500×, 2000×, 1000×).',
  boxBig:
    '번호의 모든 순열(24, 12, 6 또는 4가지)에 각각 전액을 겁니다. 23개 상 중 하나로 나온 순열은 대 배당표로 지급합니다.',
  iboxBig:
    '한 번의 베팅으로 번호의 모든 순열을 커버합니다. 23개 상 중 하나로 나온 순열은 대 배당표를 순열 수로 나눈 만큼 지급합니다.',
  boxSmall:
    '번호의 모든 순열(24, 12, 6 또는 4가지)에 각각 전액을 겁니다. 1등, 2등 또는 3등으로 나온 순열은 소 배당표로 지급합니다.',
  iboxSmall:
    '한 번의 베팅으로 번호의 모든 순열을 커버합니다. 1등, 2등 또는 3등으로 나온 순열은 소 배당표를 순열 수로 나눈 만큼 지급합니다.',
};

const es: TDescriptions = {
  posDigit: 'Paga la cuota cuando el dígito {n} de los 5 sorteados es el dígito elegido (1 entre 10).',
  posBsoe:
    'Paga la cuota cuando el dígito {n} es alto (5–9), bajo (0–4), impar o par, según lo elegido (1 entre 2).',
  sumBsoe:
    'Paga la cuota cuando la suma de los 5 dígitos (0–45) es alta (23–45), baja (0–22), impar o par, según lo elegido (1 entre 2).',
  rank: 'Paga la cuota cuando el coche elegido (01–10) termina en el puesto {n} (1 entre 10).',
  rankBsoe:
    'Paga la cuota cuando el coche del puesto {n} es alto (06–10), bajo (01–05), impar o par, según lo elegido (1 entre 2).',
  dragonTiger:
    'Paga la cuota a Dragón cuando el coche del puesto 1 tiene un número mayor que el del puesto 10, y a Tigre cuando es menor (1 entre 2).',
  diceBigSmall:
    'Paga la cuota cuando el total de los 3 dados es alto (11–17) o bajo (4–10), según lo elegido; cualquier trío pierde (105 entre 216).',
  total: 'Paga la cuota cuando los 3 dados suman {a} o {b}, según lo elegido ({ways} entre 216).',
  triple: 'Paga la cuota cuando los 3 dados muestran la cara elegida (1 entre 216).',
  anyTriple: 'Paga la cuota cuando los 3 dados muestran la misma cara (6 entre 216).',
  pickSome:
    'Paga la cuota cuando las {n} bolas elegidas (01–11) están entre las 5 sorteadas ({ways} entre 462).',
  pickFive: 'Paga la cuota cuando las 5 bolas elegidas (01–11) son las 5 sorteadas (1 entre 462).',
  pickCover: 'Paga la cuota cuando las 5 bolas sorteadas están entre las {n} elegidas ({ways} entre 462).',
  lo: 'Paga la cuota por punto por cada uno de los {count} premios que termine en los {digits} dígitos elegidos; cuesta {count} puntos.',
  de: 'Paga la cuota cuando los 2 dígitos elegidos son los dos últimos del premio especial.',
  dau: 'Paga la cuota cuando el dígito elegido es el primero de los dos últimos dígitos del premio especial.',
  duoi: 'Paga la cuota cuando el dígito elegido es el último del premio especial.',
  xien: 'Paga la cuota una vez cuando los {k} números de 2 dígitos elegidos salen todos como lô (los dos últimos dígitos de cualquier premio).',
  baCang: 'Paga la cuota cuando los 3 dígitos elegidos son los tres últimos del premio especial.',
  big4d:
    'Paga cuando el número sale en cualquiera de los 23 premios, según la tabla Altos (por defecto 1.er premio 2500×, 2.º 1000×, 3.er 500×, especial 180×, consolación 60×).',
  small4d:
    'Paga cuando el número sale como 1.er, 2.º o 3.er premio, según la tabla Bajos (por defecto 3500×, 2000×, 1000×).',
  boxBig:
    'Una apuesta completa en cada permutación del número (24, 12, 6 o 4 combinaciones); cada permutación que sale en cualquiera de los 23 premios paga según la tabla Altos.',
  iboxBig:
    'Una sola apuesta cubre todas las permutaciones del número; cada permutación que sale en cualquiera de los 23 premios paga la tabla Altos dividida entre el número de permutaciones.',
  boxSmall:
    'Una apuesta completa en cada permutación del número (24, 12, 6 o 4 combinaciones); cada permutación que sale como 1.er, 2.º o 3.er premio paga según la tabla Bajos.',
  iboxSmall:
    'Una sola apuesta cubre todas las permutaciones del número; cada permutación que sale como 1.er, 2.º o 3.er premio paga la tabla Bajos dividida entre el número de permutaciones.',
};

const pt: TDescriptions = {
  posDigit: 'Paga a cotação quando o dígito {n} dos 5 sorteados é o dígito escolhido (1 em 10).',
  posBsoe:
    'Paga a cotação quando o dígito {n} é alto (5–9), baixo (0–4), ímpar ou par, conforme escolhido (1 em 2).',
  sumBsoe:
    'Paga a cotação quando a soma dos 5 dígitos (0–45) é alta (23–45), baixa (0–22), ímpar ou par, conforme escolhido (1 em 2).',
  rank: 'Paga a cotação quando o carro escolhido (01–10) termina na posição {n} (1 em 10).',
  rankBsoe:
    'Paga a cotação quando o carro na posição {n} é alto (06–10), baixo (01–05), ímpar ou par, conforme escolhido (1 em 2).',
  dragonTiger:
    'Paga a cotação em Dragão quando o carro na posição 1 tem número maior que o carro na posição 10, e em Tigre quando menor (1 em 2).',
  diceBigSmall:
    'Paga a cotação quando o total dos 3 dados é alto (11–17) ou baixo (4–10), conforme escolhido; qualquer trio perde (105 em 216).',
  total: 'Paga a cotação quando os 3 dados somam {a} ou {b}, conforme escolhido ({ways} em 216).',
  triple: 'Paga a cotação quando os 3 dados mostram a face escolhida (1 em 216).',
  anyTriple: 'Paga a cotação quando os 3 dados mostram a mesma face (6 em 216).',
  pickSome:
    'Paga a cotação quando as {n} bolas escolhidas (01–11) estão entre as 5 sorteadas ({ways} em 462).',
  pickFive: 'Paga a cotação quando as 5 bolas escolhidas (01–11) são as 5 sorteadas (1 em 462).',
  pickCover: 'Paga a cotação quando as 5 bolas sorteadas estão entre as {n} escolhidas ({ways} em 462).',
  lo: 'Paga a cotação por ponto para cada um dos {count} prêmios que terminar nos {digits} dígitos escolhidos; custa {count} pontos.',
  de: 'Paga a cotação quando os 2 dígitos escolhidos são os dois últimos do prêmio especial.',
  dau: 'Paga a cotação quando o dígito escolhido é o primeiro dos dois últimos dígitos do prêmio especial.',
  duoi: 'Paga a cotação quando o dígito escolhido é o último do prêmio especial.',
  xien: 'Paga a cotação uma vez quando os {k} números de 2 dígitos escolhidos saem todos como lô (os dois últimos dígitos de qualquer prêmio).',
  baCang: 'Paga a cotação quando os 3 dígitos escolhidos são os três últimos do prêmio especial.',
  big4d:
    'Paga quando o número sai em qualquer um dos 23 prêmios, pela tabela Altos (por padrão 1º prêmio 2500×, 2º 1000×, 3º 500×, especial 180×, consolação 60×).',
  small4d:
    'Paga quando o número sai como 1º, 2º ou 3º prêmio, pela tabela Baixos (por padrão 3500×, 2000×, 1000×).',
  boxBig:
    'Uma aposta completa em cada permutação do número (24, 12, 6 ou 4 combinações); cada permutação sorteada em qualquer um dos 23 prêmios paga pela tabela Altos.',
  iboxBig:
    'Uma única aposta cobre todas as permutações do número; cada permutação sorteada em qualquer um dos 23 prêmios paga a tabela Altos dividida pelo número de permutações.',
  boxSmall:
    'Uma aposta completa em cada permutação do número (24, 12, 6 ou 4 combinações); cada permutação sorteada como 1º, 2º ou 3º prêmio paga pela tabela Baixos.',
  iboxSmall:
    'Uma única aposta cobre todas as permutações do número; cada permutação sorteada como 1º, 2º ou 3º prêmio paga a tabela Baixos dividida pelo número de permutações.',
};

const tr: TDescriptions = {
  posDigit: 'Çekilen 5 rakamdan {n}. rakam seçilen rakam olduğunda oran üzerinden öder (olasılık 1/10).',
  posBsoe:
    '{n}. rakam seçildiği gibi büyük (5–9), küçük (0–4), tek veya çift olduğunda oran üzerinden öder (olasılık 1/2).',
  sumBsoe:
    '5 rakamın toplamı (0–45) seçildiği gibi büyük (23–45), küçük (0–22), tek veya çift olduğunda oran üzerinden öder (olasılık 1/2).',
  rank: 'Seçilen araç (01–10) yarışı {n}. sırada bitirdiğinde oran üzerinden öder (olasılık 1/10).',
  rankBsoe:
    '{n}. sıradaki aracın numarası seçildiği gibi büyük (06–10), küçük (01–05), tek veya çift olduğunda oran üzerinden öder (olasılık 1/2).',
  dragonTiger:
    '1. sıradaki aracın numarası 10. sıradakinden büyükse Ejderha, küçükse Kaplan kazanır; oran üzerinden öder (olasılık 1/2).',
  diceBigSmall:
    '3 zarın toplamı seçildiği gibi büyük (11–17) veya küçük (4–10) olduğunda oran üzerinden öder; her üçlü kaybeder (olasılık 105/216).',
  total: '3 zarın toplamı seçilen {a} veya {b} olduğunda oran üzerinden öder (olasılık {ways}/216).',
  triple: '3 zarın üçü de seçilen yüzü gösterdiğinde oran üzerinden öder (olasılık 1/216).',
  anyTriple: '3 zarın üçü de aynı yüzü gösterdiğinde oran üzerinden öder (olasılık 6/216).',
  pickSome:
    'Seçilen {n} topun (01–11) hepsi çekilen 5 top arasında olduğunda oran üzerinden öder (olasılık {ways}/462).',
  pickFive: 'Seçilen 5 top (01–11) çekilen 5 topla aynı olduğunda oran üzerinden öder (olasılık 1/462).',
  pickCover:
    'Çekilen 5 topun hepsi seçilen {n} top arasında olduğunda oran üzerinden öder (olasılık {ways}/462).',
  lo: 'Son {digits} rakamı seçilen sayı olan {count} ödülün her biri için puan başına oranı öder; maliyeti {count} puandır.',
  de: 'Seçilen 2 rakam özel ödülün son iki rakamı olduğunda oran üzerinden öder.',
  dau: 'Seçilen rakam özel ödülün son iki rakamının ilki olduğunda oran üzerinden öder.',
  duoi: 'Seçilen rakam özel ödülün son rakamı olduğunda oran üzerinden öder.',
  xien: 'Seçilen {k} adet 2 basamaklı sayının tümü lô olarak (herhangi bir ödülün son iki rakamı) çıktığında oranı bir kez öder.',
  baCang: 'Seçilen 3 rakam özel ödülün son üç rakamı olduğunda oran üzerinden öder.',
  big4d:
    'Sayı 23 ödülden herhangi birinde çıktığında Büyük tablosundan öder (varsayılan 1. ödül 2500×, 2. ödül 1000×, 3. ödül 500×, özel 180×, teselli 60×).',
  small4d:
    'Sayı 1., 2. veya 3. ödül olarak çıktığında Küçük tablosundan öder (varsayılan 3500×, 2000×, 1000×).',
  boxBig:
    'Sayının her permütasyonuna tam bahis (24, 12, 6 veya 4 kombinasyon); 23 ödülden herhangi birinde çıkan her permütasyon Büyük tablosundan öder.',
  iboxBig:
    'Tek bahis sayının tüm permütasyonlarını kapsar; 23 ödülden herhangi birinde çıkan her permütasyon, Büyük tablosunun permütasyon sayısına bölünmüş tutarını öder.',
  boxSmall:
    'Sayının her permütasyonuna tam bahis (24, 12, 6 veya 4 kombinasyon); 1., 2. veya 3. ödül olarak çıkan her permütasyon Küçük tablosundan öder.',
  iboxSmall:
    'Tek bahis sayının tüm permütasyonlarını kapsar; 1., 2. veya 3. ödül olarak çıkan her permütasyon, Küçük tablosunun permütasyon sayısına bölünmüş tutarını öder.',
};

const ru: TDescriptions = {
  posDigit: 'Выплата по коэффициенту, если {n}-я цифра из 5 выпавших совпадает с выбранной (шанс 1 из 10).',
  posBsoe:
    'Выплата по коэффициенту, если {n}-я цифра, как выбрано, больше (5–9), меньше (0–4), нечётная или чётная (шанс 1 из 2).',
  sumBsoe:
    'Выплата по коэффициенту, если сумма 5 цифр (0–45), как выбрано, больше (23–45), меньше (0–22), нечётная или чётная (шанс 1 из 2).',
  rank: 'Выплата по коэффициенту, если выбранная машина (01–10) финиширует на {n}-м месте (шанс 1 из 10).',
  rankBsoe:
    'Выплата по коэффициенту, если номер машины на {n}-м месте, как выбрано, больше (06–10), меньше (01–05), нечётный или чётный (шанс 1 из 2).',
  dragonTiger:
    'Ставка на Дракона выигрывает, если номер машины на 1-м месте больше номера машины на 10-м, на Тигра — если меньше; выплата по коэффициенту (шанс 1 из 2).',
  diceBigSmall:
    'Выплата по коэффициенту, если сумма 3 кубиков, как выбрано, больше (11–17) или меньше (4–10); любая тройка проигрывает (шанс 105 из 216).',
  total: 'Выплата по коэффициенту, если сумма 3 кубиков равна выбранной: {a} или {b} (шанс {ways} из 216).',
  triple: 'Выплата по коэффициенту, если на всех 3 кубиках выпала выбранная грань (шанс 1 из 216).',
  anyTriple: 'Выплата по коэффициенту, если на всех 3 кубиках выпала одна и та же грань (шанс 6 из 216).',
  pickSome:
    'Выплата по коэффициенту, если все выбранные шары (их {n}, номера 01–11) есть среди 5 выпавших (шанс {ways} из 462).',
  pickFive:
    'Выплата по коэффициенту, если 5 выбранных шаров (01–11) совпадают с 5 выпавшими (шанс 1 из 462).',
  pickCover:
    'Выплата по коэффициенту, если все 5 выпавших шаров есть среди выбранных (их {n}) (шанс {ways} из 462).',
  lo: 'Выплата коэффициента за очко за каждый из {count} призов, оканчивающийся на выбранные {digits} цифры; стоимость в очках: {count}.',
  de: 'Выплата по коэффициенту, если выбранные 2 цифры совпадают с двумя последними цифрами особого приза.',
  dau: 'Выплата по коэффициенту, если выбранная цифра — первая из двух последних цифр особого приза.',
  duoi: 'Выплата по коэффициенту, если выбранная цифра — последняя цифра особого приза.',
  xien: 'Однократная выплата по коэффициенту, если все выбранные 2-значные числа (их {k}) выпали как lô (две последние цифры любого приза).',
  baCang:
    'Выплата по коэффициенту, если выбранные 3 цифры совпадают с тремя последними цифрами особого приза.',
  big4d:
    'Выплата, если номер выпал в любом из 23 призов, по таблице «Больше» (по умолчанию 1-й приз 2500×, 2-й 1000×, 3-й 500×, особый 180×, утешительный 60×).',
  small4d:
    'Выплата, если номер выпал как 1-й, 2-й или 3-й приз, по таблице «Меньше» (по умолчанию 3500×, 2000×, 1000×).',
  boxBig:
    'Полная ставка на каждую перестановку номера (24, 12, 6 или 4 комбинации); каждая перестановка, выпавшая в любом из 23 призов, оплачивается по таблице «Больше».',
  iboxBig:
    'Одна ставка покрывает все перестановки номера; каждая перестановка, выпавшая в любом из 23 призов, оплачивается по таблице «Больше», делённой на число перестановок.',
  boxSmall:
    'Полная ставка на каждую перестановку номера (24, 12, 6 или 4 комбинации); каждая перестановка, выпавшая как 1-й, 2-й или 3-й приз, оплачивается по таблице «Меньше».',
  iboxSmall:
    'Одна ставка покрывает все перестановки номера; каждая перестановка, выпавшая как 1-й, 2-й или 3-й приз, оплачивается по таблице «Меньше», делённой на число перестановок.',
};

const ar: TDescriptions = {
  posDigit:
    'يُدفع بحسب نسبة الدفع عندما تكون الخانة {n} من الأرقام الـ5 المسحوبة هي الرقم المختار (فرصة 1 من 10).',
  posBsoe:
    'يُدفع بحسب نسبة الدفع عندما يكون رقم الخانة {n} كبيرًا (5–9) أو صغيرًا (0–4) أو فرديًا أو زوجيًا حسب اختيارك (فرصة 1 من 2).',
  sumBsoe:
    'يُدفع بحسب نسبة الدفع عندما يكون مجموع الأرقام الـ5 (0–45) كبيرًا (23–45) أو صغيرًا (0–22) أو فرديًا أو زوجيًا حسب اختيارك (فرصة 1 من 2).',
  rank: 'يُدفع بحسب نسبة الدفع عندما تُنهي السيارة المختارة (01–10) السباق في المركز {n} (فرصة 1 من 10).',
  rankBsoe:
    'يُدفع بحسب نسبة الدفع عندما يكون رقم السيارة في المركز {n} كبيرًا (06–10) أو صغيرًا (01–05) أو فرديًا أو زوجيًا حسب اختيارك (فرصة 1 من 2).',
  dragonTiger:
    'يربح «تنين» عندما يكون رقم السيارة في المركز 1 أكبر من رقم السيارة في المركز 10، ويربح «نمر» عندما يكون أصغر؛ يُدفع بحسب نسبة الدفع (فرصة 1 من 2).',
  diceBigSmall:
    'يُدفع بحسب نسبة الدفع عندما يكون مجموع أحجار النرد الـ3 كبيرًا (11–17) أو صغيرًا (4–10) حسب اختيارك، ويخسر الرهان عند ظهور أي ثلاثية (فرصة 105 من 216).',
  total:
    'يُدفع بحسب نسبة الدفع عندما يكون مجموع أحجار النرد الـ3 هو {a} أو {b} حسب اختيارك (فرصة {ways} من 216).',
  triple: 'يُدفع بحسب نسبة الدفع عندما تُظهر أحجار النرد الـ3 كلها الوجه المختار (فرصة 1 من 216).',
  anyTriple: 'يُدفع بحسب نسبة الدفع عندما تُظهر أحجار النرد الـ3 كلها الوجه نفسه (فرصة 6 من 216).',
  pickSome:
    'يُدفع بحسب نسبة الدفع عندما تكون الكرات المختارة ({n}) من 01–11 كلها ضمن الكرات الـ5 المسحوبة (فرصة {ways} من 462).',
  pickFive:
    'يُدفع بحسب نسبة الدفع عندما تكون الكرات الـ5 المختارة (01–11) هي الكرات الـ5 المسحوبة (فرصة 1 من 462).',
  pickCover:
    'يُدفع بحسب نسبة الدفع عندما تكون الكرات الـ5 المسحوبة كلها ضمن الكرات المختارة ({n}) (فرصة {ways} من 462).',
  lo: 'تُدفع نسبة الدفع عن كل نقطة لكل جائزة من الجوائز الـ{count} تنتهي بالخانات الـ{digits} المختارة؛ التكلفة {count} نقطة.',
  de: 'يُدفع بحسب نسبة الدفع عندما يطابق العدد المختار المكوّن من 2 خانة آخر خانتين من الجائزة الخاصة.',
  dau: 'يُدفع بحسب نسبة الدفع عندما يطابق الرقم المختار أول آخر خانتين من الجائزة الخاصة.',
  duoi: 'يُدفع بحسب نسبة الدفع عندما يطابق الرقم المختار آخر خانة من الجائزة الخاصة.',
  xien: 'يُدفع بحسب نسبة الدفع مرة واحدة عندما تظهر كل الأعداد المختارة ({k}) المكوّنة من 2 خانة كـ lô (آخر خانتين من أي جائزة).',
  baCang:
    'يُدفع بحسب نسبة الدفع عندما يطابق العدد المختار المكوّن من 3 خانات آخر ثلاث خانات من الجائزة الخاصة.',
  big4d:
    'يُدفع عندما يظهر الرقم في أي من الجوائز الـ23، وفق جدول «كبير» (افتراضيًا الجائزة الأولى 2500×، الثانية 1000×، الثالثة 500×، الخاصة 180×، الترضية 60×).',
  small4d:
    'يُدفع عندما يكون الرقم الجائزة الأولى أو الثانية أو الثالثة، وفق جدول «صغير» (افتراضيًا 3500×، 2000×، 1000×).',
  boxBig:
    'رهان كامل على كل تبديل للرقم (24 أو 12 أو 6 أو 4 تركيبات)؛ كل تبديل يظهر في أي من الجوائز الـ23 يُدفع وفق جدول «كبير».',
  iboxBig:
    'رهان واحد يغطي كل تبديلات الرقم؛ كل تبديل يظهر في أي من الجوائز الـ23 يُدفع وفق جدول «كبير» مقسومًا على عدد التبديلات.',
  boxSmall:
    'رهان كامل على كل تبديل للرقم (24 أو 12 أو 6 أو 4 تركيبات)؛ كل تبديل يظهر جائزةً أولى أو ثانية أو ثالثة يُدفع وفق جدول «صغير».',
  iboxSmall:
    'رهان واحد يغطي كل تبديلات الرقم؛ كل تبديل يظهر جائزةً أولى أو ثانية أو ثالثة يُدفع وفق جدول «صغير» مقسومًا على عدد التبديلات.',
};

const hi: TDescriptions = {
  posDigit: 'निकाले गए 5 अंकों में स्थान {n} का अंक चुना गया अंक होने पर ऑड्स के अनुसार भुगतान (संभावना 1/10)।',
  posBsoe: 'स्थान {n} का अंक चुने अनुसार बड़ा (5–9), छोटा (0–4), विषम या सम होने पर ऑड्स के अनुसार भुगतान (संभावना 1/2)।',
  sumBsoe:
    '5 अंकों का योग (0–45) चुने अनुसार बड़ा (23–45), छोटा (0–22), विषम या सम होने पर ऑड्स के अनुसार भुगतान (संभावना 1/2)।',
  rank: 'चुनी गई कार (01–10) के रैंक {n} पर आने पर ऑड्स के अनुसार भुगतान (संभावना 1/10)।',
  rankBsoe:
    'रैंक {n} की कार का नंबर चुने अनुसार बड़ा (06–10), छोटा (01–05), विषम या सम होने पर ऑड्स के अनुसार भुगतान (संभावना 1/2)।',
  dragonTiger:
    'रैंक 1 की कार का नंबर रैंक 10 की कार से बड़ा होने पर ड्रैगन को और छोटा होने पर टाइगर को ऑड्स के अनुसार भुगतान (संभावना 1/2)।',
  diceBigSmall:
    '3 पासों का योग चुने अनुसार बड़ा (11–17) या छोटा (4–10) होने पर ऑड्स के अनुसार भुगतान; कोई भी ट्रिपल आने पर हार (संभावना 105/216)।',
  total: '3 पासों का योग चुना गया {a} या {b} होने पर ऑड्स के अनुसार भुगतान (संभावना {ways}/216)।',
  triple: 'सभी 3 पासों पर चुना गया अंक आने पर ऑड्स के अनुसार भुगतान (संभावना 1/216)।',
  anyTriple: 'सभी 3 पासों पर एक ही अंक आने पर ऑड्स के अनुसार भुगतान (संभावना 6/216)।',
  pickSome: 'चुनी गई सभी {n} गेंदें (01–11) निकाली गई 5 गेंदों में होने पर ऑड्स के अनुसार भुगतान (संभावना {ways}/462)।',
  pickFive: 'चुनी गई 5 गेंदें (01–11) ही निकाली गई 5 गेंदें होने पर ऑड्स के अनुसार भुगतान (संभावना 1/462)।',
  pickCover: 'निकाली गई सभी 5 गेंदें चुनी गई {n} गेंदों में होने पर ऑड्स के अनुसार भुगतान (संभावना {ways}/462)।',
  lo: 'चुने गए अंतिम {digits} अंकों पर खत्म होने वाले {count} पुरस्कारों में से हर एक पर प्रति पॉइंट ऑड्स का भुगतान; लागत {count} पॉइंट।',
  de: 'चुने गए 2 अंक विशेष पुरस्कार के अंतिम दो अंक होने पर ऑड्स के अनुसार भुगतान।',
  dau: 'चुना गया अंक विशेष पुरस्कार के अंतिम दो अंकों में पहला होने पर ऑड्स के अनुसार भुगतान।',
  duoi: 'चुना गया अंक विशेष पुरस्कार का अंतिम अंक होने पर ऑड्स के अनुसार भुगतान।',
  xien: 'चुनी गई सभी {k} संख्याएँ (2 अंकों वाली) lô के रूप में (किसी भी पुरस्कार के अंतिम दो अंक) आने पर ऑड्स का एक बार भुगतान।',
  baCang: 'चुने गए 3 अंक विशेष पुरस्कार के अंतिम तीन अंक होने पर ऑड्स के अनुसार भुगतान।',
  big4d:
    'नंबर 23 पुरस्कारों में से किसी में भी आने पर "बड़ा" तालिका से भुगतान (डिफ़ॉल्ट: पहला पुरस्कार 2500×, दूसरा 1000×, तीसरा 500×, विशेष 180×, सांत्वना 60×)।',
  small4d: 'नंबर पहला, दूसरा या तीसरा पुरस्कार होने पर "छोटा" तालिका से भुगतान (डिफ़ॉल्ट: 3500×, 2000×, 1000×)।',
  boxBig:
    'नंबर के हर क्रमचय पर पूरा दांव (24, 12, 6 या 4 संयोजन); 23 पुरस्कारों में से किसी में आने वाले हर क्रमचय का भुगतान "बड़ा" तालिका से।',
  iboxBig:
    'एक दांव नंबर के सभी क्रमचयों को कवर करता है; 23 पुरस्कारों में से किसी में आने वाले हर क्रमचय का भुगतान "बड़ा" तालिका को क्रमचयों की संख्या से भाग देकर।',
  boxSmall:
    'नंबर के हर क्रमचय पर पूरा दांव (24, 12, 6 या 4 संयोजन); पहला, दूसरा या तीसरा पुरस्कार बनने वाले हर क्रमचय का भुगतान "छोटा" तालिका से।',
  iboxSmall:
    'एक दांव नंबर के सभी क्रमचयों को कवर करता है; पहला, दूसरा या तीसरा पुरस्कार बनने वाले हर क्रमचय का भुगतान "छोटा" तालिका को क्रमचयों की संख्या से भाग देकर।',
};

const fil: TDescriptions = {
  posDigit: 'Binabayaran ang odds kapag ang digit {n} sa 5 nabunot ay ang napiling digit (1 sa 10).',
  posBsoe:
    'Binabayaran ang odds kapag ang digit {n} ay malaki (5–9), maliit (0–4), odd o even ayon sa pinili (1 sa 2).',
  sumBsoe:
    'Binabayaran ang odds kapag ang kabuuan ng 5 digit (0–45) ay malaki (23–45), maliit (0–22), odd o even ayon sa pinili (1 sa 2).',
  rank: 'Binabayaran ang odds kapag ang napiling kotse (01–10) ay natapos sa puwesto {n} (1 sa 10).',
  rankBsoe:
    'Binabayaran ang odds kapag ang kotse sa puwesto {n} ay malaki (06–10), maliit (01–05), odd o even ayon sa pinili (1 sa 2).',
  dragonTiger:
    'Panalo ang Dragon kapag mas mataas ang numero ng kotse sa puwesto 1 kaysa sa kotse sa puwesto 10, at ang Tigre kapag mas mababa; binabayaran ang odds (1 sa 2).',
  diceBigSmall:
    'Binabayaran ang odds kapag ang kabuuan ng 3 dice ay malaki (11–17) o maliit (4–10) ayon sa pinili; talo kapag lumabas ang anumang triple (105 sa 216).',
  total: 'Binabayaran ang odds kapag ang kabuuan ng 3 dice ay ang napiling {a} o {b} ({ways} sa 216).',
  triple: 'Binabayaran ang odds kapag lumabas sa lahat ng 3 dice ang napiling mukha (1 sa 216).',
  anyTriple: 'Binabayaran ang odds kapag pare-pareho ang mukha ng lahat ng 3 dice (6 sa 216).',
  pickSome:
    'Binabayaran ang odds kapag ang lahat ng {n} napiling bola (01–11) ay kasama sa 5 nabunot ({ways} sa 462).',
  pickFive: 'Binabayaran ang odds kapag ang 5 napiling bola (01–11) ang siyang 5 nabunot (1 sa 462).',
  pickCover:
    'Binabayaran ang odds kapag ang lahat ng 5 nabunot na bola ay kasama sa {n} napili ({ways} sa 462).',
  lo: 'Binabayaran ang odds kada punto para sa bawat isa sa {count} premyo na nagtatapos sa napiling {digits} digit; nagkakahalaga ng {count} punto.',
  de: 'Binabayaran ang odds kapag ang napiling 2 digit ang huling dalawang digit ng espesyal na premyo.',
  dau: 'Binabayaran ang odds kapag ang napiling digit ang una sa huling dalawang digit ng espesyal na premyo.',
  duoi: 'Binabayaran ang odds kapag ang napiling digit ang huling digit ng espesyal na premyo.',
  xien: 'Binabayaran nang isang beses ang odds kapag lahat ng {k} napiling numerong may 2 digit ay lumabas bilang lô (huling dalawang digit ng anumang premyo).',
  baCang: 'Binabayaran ang odds kapag ang napiling 3 digit ang huling tatlong digit ng espesyal na premyo.',
  big4d:
    'Nagbabayad kapag lumabas ang numero sa alinman sa 23 premyo, ayon sa talahanayan ng Malaki (karaniwang unang premyo 2500×, ikalawa 1000×, ikatlo 500×, espesyal 180×, pampalubag-loob 60×).',
  small4d:
    'Nagbabayad kapag lumabas ang numero bilang una, ikalawa o ikatlong premyo, ayon sa talahanayan ng Maliit (karaniwang 3500×, 2000×, 1000×).',
  boxBig:
    'Buong taya sa bawat permutasyon ng numero (24, 12, 6 o 4 na kombinasyon); bawat permutasyong lumabas sa alinman sa 23 premyo ay binabayaran ayon sa talahanayan ng Malaki.',
  iboxBig:
    'Isang taya ang sumasaklaw sa lahat ng permutasyon ng numero; bawat permutasyong lumabas sa alinman sa 23 premyo ay binabayaran ng talahanayan ng Malaki na hinati sa bilang ng permutasyon.',
  boxSmall:
    'Buong taya sa bawat permutasyon ng numero (24, 12, 6 o 4 na kombinasyon); bawat permutasyong lumabas bilang una, ikalawa o ikatlong premyo ay binabayaran ayon sa talahanayan ng Maliit.',
  iboxSmall:
    'Isang taya ang sumasaklaw sa lahat ng permutasyon ng numero; bawat permutasyong lumabas bilang una, ikalawa o ikatlong premyo ay binabayaran ng talahanayan ng Maliit na hinati sa bilang ng permutasyon.',
};

const bn: TDescriptions = {
  posDigit: 'টানা 5টি অঙ্কের মধ্যে অবস্থান {n}-এর অঙ্কটি বাছাই করা অঙ্ক হলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা 1/10)।',
  posBsoe: 'অবস্থান {n}-এর অঙ্কটি বাছাই অনুযায়ী বড় (5–9), ছোট (0–4), বিজোড় বা জোড় হলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা 1/2)।',
  sumBsoe:
    '5টি অঙ্কের যোগফল (0–45) বাছাই অনুযায়ী বড় (23–45), ছোট (0–22), বিজোড় বা জোড় হলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা 1/2)।',
  rank: 'বাছাই করা গাড়ি (01–10) র‍্যাঙ্ক {n}-এ শেষ করলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা 1/10)।',
  rankBsoe:
    'র‍্যাঙ্ক {n}-এর গাড়ির নম্বর বাছাই অনুযায়ী বড় (06–10), ছোট (01–05), বিজোড় বা জোড় হলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা 1/2)।',
  dragonTiger:
    'র‍্যাঙ্ক 1-এর গাড়ির নম্বর র‍্যাঙ্ক 10-এর গাড়ির চেয়ে বড় হলে ড্রাগন, ছোট হলে বাঘ জেতে; অডস অনুযায়ী পরিশোধ (সম্ভাবনা 1/2)।',
  diceBigSmall:
    '3টি ছক্কার যোগফল বাছাই অনুযায়ী বড় (11–17) বা ছোট (4–10) হলে অডস অনুযায়ী পরিশোধ; যেকোনো ট্রিপল এলে হার (সম্ভাবনা 105/216)।',
  total: '3টি ছক্কার যোগফল বাছাই করা {a} বা {b} হলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা {ways}/216)।',
  triple: '3টি ছক্কাতেই বাছাই করা পিঠ এলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা 1/216)।',
  anyTriple: '3টি ছক্কাতেই একই পিঠ এলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা 6/216)।',
  pickSome: 'বাছাই করা সব {n}টি বল (01–11) টানা 5টি বলের মধ্যে থাকলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা {ways}/462)।',
  pickFive: 'বাছাই করা 5টি বল (01–11) টানা 5টি বলের সাথে মিললে অডস অনুযায়ী পরিশোধ (সম্ভাবনা 1/462)।',
  pickCover: 'টানা সব 5টি বল বাছাই করা {n}টির মধ্যে থাকলে অডস অনুযায়ী পরিশোধ (সম্ভাবনা {ways}/462)।',
  lo: 'বাছাই করা শেষ {digits} অঙ্কে শেষ হওয়া {count}টি পুরস্কারের প্রতিটির জন্য প্রতি পয়েন্টে অডস পরিশোধ; খরচ {count} পয়েন্ট।',
  de: 'বাছাই করা 2টি অঙ্ক বিশেষ পুরস্কারের শেষ দুই অঙ্ক হলে অডস অনুযায়ী পরিশোধ।',
  dau: 'বাছাই করা অঙ্কটি বিশেষ পুরস্কারের শেষ দুই অঙ্কের প্রথমটি হলে অডস অনুযায়ী পরিশোধ।',
  duoi: 'বাছাই করা অঙ্কটি বিশেষ পুরস্কারের শেষ অঙ্ক হলে অডস অনুযায়ী পরিশোধ।',
  xien: 'বাছাই করা সব {k}টি 2-অঙ্কের সংখ্যা lô হিসেবে (যেকোনো পুরস্কারের শেষ দুই অঙ্ক) এলে একবার অডস পরিশোধ।',
  baCang: 'বাছাই করা 3টি অঙ্ক বিশেষ পুরস্কারের শেষ তিন অঙ্ক হলে অডস অনুযায়ী পরিশোধ।',
  big4d:
    'নম্বরটি 23টি পুরস্কারের যেকোনোটিতে এলে "বড়" তালিকা অনুযায়ী পরিশোধ (ডিফল্ট: প্রথম পুরস্কার 2500×, দ্বিতীয় 1000×, তৃতীয় 500×, বিশেষ 180×, সান্ত্বনা 60×)।',
  small4d: 'নম্বরটি প্রথম, দ্বিতীয় বা তৃতীয় পুরস্কার হলে "ছোট" তালিকা অনুযায়ী পরিশোধ (ডিফল্ট: 3500×, 2000×, 1000×)।',
  boxBig:
    'নম্বরের প্রতিটি বিন্যাসে পূর্ণ বাজি (24, 12, 6 বা 4টি সমন্বয়); 23টি পুরস্কারের যেকোনোটিতে আসা প্রতিটি বিন্যাস "বড়" তালিকা অনুযায়ী পায়।',
  iboxBig:
    'একটি বাজিতে নম্বরের সব বিন্যাস কভার হয়; 23টি পুরস্কারের যেকোনোটিতে আসা প্রতিটি বিন্যাস "বড়" তালিকাকে বিন্যাসের সংখ্যা দিয়ে ভাগ করে পায়।',
  boxSmall:
    'নম্বরের প্রতিটি বিন্যাসে পূর্ণ বাজি (24, 12, 6 বা 4টি সমন্বয়); প্রথম, দ্বিতীয় বা তৃতীয় পুরস্কার হিসেবে আসা প্রতিটি বিন্যাস "ছোট" তালিকা অনুযায়ী পায়।',
  iboxSmall:
    'একটি বাজিতে নম্বরের সব বিন্যাস কভার হয়; প্রথম, দ্বিতীয় বা তৃতীয় পুরস্কার হিসেবে আসা প্রতিটি বিন্যাস "ছোট" তালিকাকে বিন্যাসের সংখ্যা দিয়ে ভাগ করে পায়।',
};

const id: TDescriptions = {
  posDigit:
    'Membayar sesuai odds bila digit ke-{n} dari 5 angka yang diundi sama dengan digit pilihan (peluang 1 dari 10).',
  posBsoe:
    'Membayar sesuai odds bila digit ke-{n} besar (5–9), kecil (0–4), ganjil atau genap sesuai pilihan (peluang 1 dari 2).',
  sumBsoe:
    'Membayar sesuai odds bila jumlah 5 digit (0–45) besar (23–45), kecil (0–22), ganjil atau genap sesuai pilihan (peluang 1 dari 2).',
  rank: 'Membayar sesuai odds bila mobil pilihan (01–10) finis di peringkat {n} (peluang 1 dari 10).',
  rankBsoe:
    'Membayar sesuai odds bila nomor mobil di peringkat {n} besar (06–10), kecil (01–05), ganjil atau genap sesuai pilihan (peluang 1 dari 2).',
  dragonTiger:
    'Naga menang bila nomor mobil di peringkat 1 lebih tinggi dari mobil di peringkat 10, Harimau menang bila lebih rendah; dibayar sesuai odds (peluang 1 dari 2).',
  diceBigSmall:
    'Membayar sesuai odds bila total 3 dadu besar (11–17) atau kecil (4–10) sesuai pilihan; triple apa pun kalah (peluang 105 dari 216).',
  total:
    'Membayar sesuai odds bila total 3 dadu sama dengan {a} atau {b} yang dipilih (peluang {ways} dari 216).',
  triple: 'Membayar sesuai odds bila semua 3 dadu menunjukkan mata pilihan (peluang 1 dari 216).',
  anyTriple: 'Membayar sesuai odds bila semua 3 dadu menunjukkan mata yang sama (peluang 6 dari 216).',
  pickSome:
    'Membayar sesuai odds bila semua {n} bola pilihan (01–11) ada di antara 5 bola yang diundi (peluang {ways} dari 462).',
  pickFive:
    'Membayar sesuai odds bila 5 bola pilihan (01–11) sama dengan 5 bola yang diundi (peluang 1 dari 462).',
  pickCover:
    'Membayar sesuai odds bila semua 5 bola yang diundi ada di antara {n} bola pilihan (peluang {ways} dari 462).',
  lo: 'Membayar odds per poin untuk setiap hadiah dari {count} hadiah yang berakhiran {digits} digit pilihan; biayanya {count} poin.',
  de: 'Membayar sesuai odds bila 2 digit pilihan sama dengan dua digit terakhir hadiah khusus.',
  dau: 'Membayar sesuai odds bila digit pilihan sama dengan digit pertama dari dua digit terakhir hadiah khusus.',
  duoi: 'Membayar sesuai odds bila digit pilihan sama dengan digit terakhir hadiah khusus.',
  xien: 'Membayar odds satu kali bila semua {k} angka 2 digit pilihan keluar sebagai lô (dua digit terakhir hadiah mana pun).',
  baCang: 'Membayar sesuai odds bila 3 digit pilihan sama dengan tiga digit terakhir hadiah khusus.',
  big4d:
    'Membayar bila nomor keluar di salah satu dari 23 hadiah, menurut tabel Besar (bawaan hadiah ke-1 2500×, ke-2 1000×, ke-3 500×, khusus 180×, hiburan 60×).',
  small4d:
    'Membayar bila nomor keluar sebagai hadiah ke-1, ke-2 atau ke-3, menurut tabel Kecil (bawaan 3500×, 2000×, 1000×).',
  boxBig:
    'Taruhan penuh pada setiap permutasi nomor (24, 12, 6 atau 4 kombinasi); setiap permutasi yang keluar di salah satu dari 23 hadiah dibayar menurut tabel Besar.',
  iboxBig:
    'Satu taruhan mencakup semua permutasi nomor; setiap permutasi yang keluar di salah satu dari 23 hadiah dibayar tabel Besar dibagi jumlah permutasi.',
  boxSmall:
    'Taruhan penuh pada setiap permutasi nomor (24, 12, 6 atau 4 kombinasi); setiap permutasi yang keluar sebagai hadiah ke-1, ke-2 atau ke-3 dibayar menurut tabel Kecil.',
  iboxSmall:
    'Satu taruhan mencakup semua permutasi nomor; setiap permutasi yang keluar sebagai hadiah ke-1, ke-2 atau ke-3 dibayar tabel Kecil dibagi jumlah permutasi.',
};

const ms: TDescriptions = {
  posDigit:
    'Membayar mengikut odds apabila digit ke-{n} daripada 5 yang dicabut ialah digit pilihan (peluang 1 dalam 10).',
  posBsoe:
    'Membayar mengikut odds apabila digit ke-{n} besar (5–9), kecil (0–4), ganjil atau genap seperti yang dipilih (peluang 1 dalam 2).',
  sumBsoe:
    'Membayar mengikut odds apabila jumlah 5 digit (0–45) besar (23–45), kecil (0–22), ganjil atau genap seperti yang dipilih (peluang 1 dalam 2).',
  rank: 'Membayar mengikut odds apabila kereta pilihan (01–10) menamatkan perlumbaan di tempat ke-{n} (peluang 1 dalam 10).',
  rankBsoe:
    'Membayar mengikut odds apabila nombor kereta di tempat ke-{n} besar (06–10), kecil (01–05), ganjil atau genap seperti yang dipilih (peluang 1 dalam 2).',
  dragonTiger:
    'Naga menang apabila nombor kereta di tempat ke-1 lebih tinggi daripada kereta di tempat ke-10, Harimau menang apabila lebih rendah; dibayar mengikut odds (peluang 1 dalam 2).',
  diceBigSmall:
    'Membayar mengikut odds apabila jumlah 3 dadu besar (11–17) atau kecil (4–10) seperti yang dipilih; sebarang triple kalah (peluang 105 dalam 216).',
  total:
    'Membayar mengikut odds apabila jumlah 3 dadu ialah {a} atau {b} seperti yang dipilih (peluang {ways} dalam 216).',
  triple: 'Membayar mengikut odds apabila kesemua 3 dadu menunjukkan muka pilihan (peluang 1 dalam 216).',
  anyTriple:
    'Membayar mengikut odds apabila kesemua 3 dadu menunjukkan muka yang sama (peluang 6 dalam 216).',
  pickSome:
    'Membayar mengikut odds apabila kesemua {n} bola pilihan (01–11) berada dalam 5 bola yang dicabut (peluang {ways} dalam 462).',
  pickFive:
    'Membayar mengikut odds apabila 5 bola pilihan (01–11) ialah 5 bola yang dicabut (peluang 1 dalam 462).',
  pickCover:
    'Membayar mengikut odds apabila kesemua 5 bola yang dicabut berada dalam {n} bola pilihan (peluang {ways} dalam 462).',
  lo: 'Membayar odds bagi setiap mata untuk setiap satu daripada {count} hadiah yang berakhir dengan {digits} digit pilihan; kosnya {count} mata.',
  de: 'Membayar mengikut odds apabila 2 digit pilihan ialah dua digit terakhir hadiah istimewa.',
  dau: 'Membayar mengikut odds apabila digit pilihan ialah digit pertama daripada dua digit terakhir hadiah istimewa.',
  duoi: 'Membayar mengikut odds apabila digit pilihan ialah digit terakhir hadiah istimewa.',
  xien: 'Membayar odds sekali apabila kesemua {k} nombor 2 digit pilihan keluar sebagai lô (dua digit terakhir mana-mana hadiah).',
  baCang: 'Membayar mengikut odds apabila 3 digit pilihan ialah tiga digit terakhir hadiah istimewa.',
  big4d:
    'Membayar apabila nombor keluar dalam mana-mana 23 hadiah, mengikut jadual Besar (lalai hadiah ke-1 2500×, ke-2 1000×, ke-3 500×, istimewa 180×, saguhati 60×).',
  small4d:
    'Membayar apabila nombor keluar sebagai hadiah ke-1, ke-2 atau ke-3, mengikut jadual Kecil (lalai 3500×, 2000×, 1000×).',
  boxBig:
    'Taruhan penuh pada setiap pilih atur nombor (24, 12, 6 atau 4 kombinasi); setiap pilih atur yang keluar dalam mana-mana 23 hadiah dibayar mengikut jadual Besar.',
  iboxBig:
    'Satu taruhan meliputi semua pilih atur nombor; setiap pilih atur yang keluar dalam mana-mana 23 hadiah dibayar jadual Besar dibahagi dengan bilangan pilih atur.',
  boxSmall:
    'Taruhan penuh pada setiap pilih atur nombor (24, 12, 6 atau 4 kombinasi); setiap pilih atur yang keluar sebagai hadiah ke-1, ke-2 atau ke-3 dibayar mengikut jadual Kecil.',
  iboxSmall:
    'Satu taruhan meliputi semua pilih atur nombor; setiap pilih atur yang keluar sebagai hadiah ke-1, ke-2 atau ke-3 dibayar jadual Kecil dibahagi dengan bilangan pilih atur.',
};

const km: TDescriptions = {
  posDigit: 'បង់តាមហាងឆេង នៅពេលខ្ទង់ទី {n} នៃលេខ 5 ខ្ទង់ដែលចេញ ត្រូវនឹងលេខដែលបានជ្រើស (ឱកាស 1 ក្នុង 10)។',
  posBsoe: 'បង់តាមហាងឆេង នៅពេលខ្ទង់ទី {n} ជាធំ (5–9) តូច (0–4) សេស ឬគូ តាមការជ្រើសរើស (ឱកាស 1 ក្នុង 2)។',
  sumBsoe:
    'បង់តាមហាងឆេង នៅពេលផលបូកនៃលេខ 5 ខ្ទង់ (0–45) ជាធំ (23–45) តូច (0–22) សេស ឬគូ តាមការជ្រើសរើស (ឱកាស 1 ក្នុង 2)។',
  rank: 'បង់តាមហាងឆេង នៅពេលឡានដែលបានជ្រើស (01–10) បញ្ចប់នៅលំដាប់ទី {n} (ឱកាស 1 ក្នុង 10)។',
  rankBsoe: 'បង់តាមហាងឆេង នៅពេលលេខឡាននៅលំដាប់ទី {n} ជាធំ (06–10) តូច (01–05) សេស ឬគូ តាមការជ្រើសរើស (ឱកាស 1 ក្នុង 2)។',
  dragonTiger: 'នាគឈ្នះ នៅពេលលេខឡានលំដាប់ទី 1 ធំជាងឡានលំដាប់ទី 10 ហើយខ្លាឈ្នះនៅពេលតូចជាង; បង់តាមហាងឆេង (ឱកាស 1 ក្នុង 2)។',
  diceBigSmall:
    'បង់តាមហាងឆេង នៅពេលផលបូកគ្រាប់ឡុកឡាក់ 3 ជាធំ (11–17) ឬតូច (4–10) តាមការជ្រើសរើស; ចេញបីដូចគ្នាណាមួយគឺចាញ់ (ឱកាស 105 ក្នុង 216)។',
  total: 'បង់តាមហាងឆេង នៅពេលផលបូកគ្រាប់ឡុកឡាក់ 3 ស្មើ {a} ឬ {b} ដែលបានជ្រើស (ឱកាស {ways} ក្នុង 216)។',
  triple: 'បង់តាមហាងឆេង នៅពេលគ្រាប់ឡុកឡាក់ទាំង 3 ចេញមុខដែលបានជ្រើស (ឱកាស 1 ក្នុង 216)។',
  anyTriple: 'បង់តាមហាងឆេង នៅពេលគ្រាប់ឡុកឡាក់ទាំង 3 ចេញមុខដូចគ្នា (ឱកាស 6 ក្នុង 216)។',
  pickSome:
    'បង់តាមហាងឆេង នៅពេលគ្រាប់បាល់ទាំង {n} ដែលបានជ្រើស (01–11) ស្ថិតក្នុងចំណោម 5 គ្រាប់ដែលចេញ (ឱកាស {ways} ក្នុង 462)។',
  pickFive: 'បង់តាមហាងឆេង នៅពេលគ្រាប់បាល់ 5 ដែលបានជ្រើស (01–11) ត្រូវនឹង 5 គ្រាប់ដែលចេញ (ឱកាស 1 ក្នុង 462)។',
  pickCover: 'បង់តាមហាងឆេង នៅពេលគ្រាប់បាល់ទាំង 5 ដែលចេញ ស្ថិតក្នុងចំណោម {n} គ្រាប់ដែលបានជ្រើស (ឱកាស {ways} ក្នុង 462)។',
  lo: 'បង់ហាងឆេងគុណនឹងពិន្ទុ សម្រាប់រង្វាន់នីមួយៗក្នុងចំណោម {count} រង្វាន់ ដែលបញ្ចប់ដោយលេខ {digits} ខ្ទង់ដែលបានជ្រើស; តម្លៃ {count} ពិន្ទុ។',
  de: 'បង់តាមហាងឆេង នៅពេលលេខ 2 ខ្ទង់ដែលបានជ្រើស ជាលេខពីរខ្ទង់ចុងក្រោយនៃរង្វាន់ពិសេស។',
  dau: 'បង់តាមហាងឆេង នៅពេលលេខដែលបានជ្រើស ជាខ្ទង់ទីមួយនៃលេខពីរខ្ទង់ចុងក្រោយនៃរង្វាន់ពិសេស។',
  duoi: 'បង់តាមហាងឆេង នៅពេលលេខដែលបានជ្រើស ជាខ្ទង់ចុងក្រោយនៃរង្វាន់ពិសេស។',
  xien: 'បង់តាមហាងឆេងម្តង នៅពេលលេខ 2 ខ្ទង់ទាំង {k} ដែលបានជ្រើស ចេញជា lô ទាំងអស់ (លេខពីរខ្ទង់ចុងក្រោយនៃរង្វាន់ណាមួយ)។',
  baCang: 'បង់តាមហាងឆេង នៅពេលលេខ 3 ខ្ទង់ដែលបានជ្រើស ជាលេខបីខ្ទង់ចុងក្រោយនៃរង្វាន់ពិសេស។',
  big4d:
    'បង់នៅពេលលេខចេញក្នុងរង្វាន់ណាមួយក្នុងចំណោម 23 រង្វាន់ តាមតារាងធំ (លំនាំដើម រង្វាន់ទី ១ 2500×, ទី ២ 1000×, ទី ៣ 500×, ពិសេស 180×, លើកទឹកចិត្ត 60×)។',
  small4d: 'បង់នៅពេលលេខជារង្វាន់ទី ១ ទី ២ ឬទី ៣ តាមតារាងតូច (លំនាំដើម 3500×, 2000×, 1000×)។',
  boxBig:
    'ភ្នាល់ពេញចំនួនលើការរៀបលំដាប់នីមួយៗនៃលេខ (24, 12, 6 ឬ 4 បន្សំ); ការរៀបលំដាប់នីមួយៗដែលចេញក្នុងរង្វាន់ណាមួយក្នុងចំណោម 23 រង្វាន់ ទទួលតាមតារាងធំ។',
  iboxBig:
    'ការភ្នាល់មួយគ្របដណ្តប់ការរៀបលំដាប់ទាំងអស់នៃលេខ; ការរៀបលំដាប់នីមួយៗដែលចេញក្នុងរង្វាន់ណាមួយក្នុងចំណោម 23 រង្វាន់ ទទួលតាមតារាងធំ ចែកនឹងចំនួនការរៀបលំដាប់។',
  boxSmall:
    'ភ្នាល់ពេញចំនួនលើការរៀបលំដាប់នីមួយៗនៃលេខ (24, 12, 6 ឬ 4 បន្សំ); ការរៀបលំដាប់នីមួយៗដែលចេញជារង្វាន់ទី ១ ទី ២ ឬទី ៣ ទទួលតាមតារាងតូច។',
  iboxSmall:
    'ការភ្នាល់មួយគ្របដណ្តប់ការរៀបលំដាប់ទាំងអស់នៃលេខ; ការរៀបលំដាប់នីមួយៗដែលចេញជារង្វាន់ទី ១ ទី ២ ឬទី ៣ ទទួលតាមតារាងតូច ចែកនឹងចំនួនការរៀបលំដាប់។',
};

const my: TDescriptions = {
  posDigit:
    'ထွက်သော ဂဏန်း 5 လုံးအနက် နေရာ {n} ရှိ ဂဏန်းသည် ရွေးထားသော ဂဏန်းဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 10 တွင် 1)။',
  posBsoe:
    'နေရာ {n} ရှိ ဂဏန်းသည် ရွေးထားသည့်အတိုင်း ကြီး (5–9)၊ ငယ် (0–4)၊ မ သို့မဟုတ် စုံ ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 2 တွင် 1)။',
  sumBsoe:
    'ဂဏန်း 5 လုံး၏ ပေါင်းလဒ် (0–45) သည် ရွေးထားသည့်အတိုင်း ကြီး (23–45)၊ ငယ် (0–22)၊ မ သို့မဟုတ် စုံ ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 2 တွင် 1)။',
  rank: 'ရွေးထားသော ကား (01–10) သည် အဆင့် {n} ဖြင့် ပန်းဝင်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 10 တွင် 1)။',
  rankBsoe:
    'အဆင့် {n} ရှိ ကားနံပါတ်သည် ရွေးထားသည့်အတိုင်း ကြီး (06–10)၊ ငယ် (01–05)၊ မ သို့မဟုတ် စုံ ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 2 တွင် 1)။',
  dragonTiger:
    'အဆင့် 1 ကားနံပါတ်သည် အဆင့် 10 ကားနံပါတ်ထက် ကြီးလျှင် နဂါး၊ ငယ်လျှင် ကျား နိုင်ပြီး အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 2 တွင် 1)။',
  diceBigSmall:
    'အန်စာတုံး 3 တုံး၏ စုစုပေါင်းသည် ရွေးထားသည့်အတိုင်း ကြီး (11–17) သို့မဟုတ် ငယ် (4–10) ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေပြီး သုံးလုံးတူ ထွက်လျှင် ရှုံးသည် (အခွင့်အလမ်း 216 တွင် 105)။',
  total:
    'အန်စာတုံး 3 တုံး၏ စုစုပေါင်းသည် ရွေးထားသော {a} သို့မဟုတ် {b} ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 216 တွင် {ways})။',
  triple: 'အန်စာတုံး 3 တုံးလုံး ရွေးထားသော မျက်နှာ ထွက်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 216 တွင် 1)။',
  anyTriple: 'အန်စာတုံး 3 တုံးလုံး မျက်နှာတူ ထွက်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 216 တွင် 6)။',
  pickSome:
    'ရွေးထားသော ဘောလုံး {n} လုံးလုံး (01–11) သည် ထွက်သော 5 လုံးထဲတွင် ပါလျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 462 တွင် {ways})။',
  pickFive: 'ရွေးထားသော ဘောလုံး 5 လုံး (01–11) သည် ထွက်သော 5 လုံးနှင့် တူလျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 462 တွင် 1)။',
  pickCover: 'ထွက်သော ဘောလုံး 5 လုံးလုံး ရွေးထားသော {n} လုံးထဲတွင် ပါလျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည် (အခွင့်အလမ်း 462 တွင် {ways})။',
  lo: 'ရွေးထားသော နောက်ဆုံး ဂဏန်း {digits} လုံးဖြင့် ဆုံးသော ဆု {count} ဆုအနက် တစ်ဆုစီအတွက် အမှတ်တစ်မှတ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည်၊ ကုန်ကျစရိတ် {count} မှတ်။',
  de: 'ရွေးထားသော ဂဏန်း 2 လုံးသည် အထူးဆု၏ နောက်ဆုံး ဂဏန်းနှစ်လုံး ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည်။',
  dau: 'ရွေးထားသော ဂဏန်းသည် အထူးဆု၏ နောက်ဆုံး ဂဏန်းနှစ်လုံးအနက် ပထမဂဏန်း ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည်။',
  duoi: 'ရွေးထားသော ဂဏန်းသည် အထူးဆု၏ နောက်ဆုံး ဂဏန်း ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည်။',
  xien: 'ရွေးထားသော ဂဏန်း 2 လုံးပါ နံပါတ် {k} ခုလုံး lô အဖြစ် (မည်သည့်ဆု၏ နောက်ဆုံး ဂဏန်းနှစ်လုံးမဆို) ထွက်လျှင် အလျော်နှုန်းအတိုင်း တစ်ကြိမ် ပေးချေသည်။',
  baCang: 'ရွေးထားသော ဂဏန်း 3 လုံးသည် အထူးဆု၏ နောက်ဆုံး ဂဏန်းသုံးလုံး ဖြစ်လျှင် အလျော်နှုန်းအတိုင်း ပေးချေသည်။',
  big4d:
    'နံပါတ်သည် ဆု 23 ဆုအနက် မည်သည့်ဆုတွင်မဆို ထွက်လျှင် ကြီး ဇယားအတိုင်း ပေးချေသည် (မူလ ပထမဆု 2500×၊ ဒုတိယဆု 1000×၊ တတိယဆု 500×၊ အထူးဆု 180×၊ နှစ်သိမ့်ဆု 60×)။',
  small4d: 'နံပါတ်သည် ပထမ၊ ဒုတိယ သို့မဟုတ် တတိယဆု ဖြစ်လျှင် ငယ် ဇယားအတိုင်း ပေးချေသည် (မူလ 3500×၊ 2000×၊ 1000×)။',
  boxBig:
    'နံပါတ်၏ အစီအစဉ်ပြောင်းပုံတိုင်းတွင် အပြည့်လောင်းသည် (24၊ 12၊ 6 သို့မဟုတ် 4 တွဲ)၊ ဆု 23 ဆုအနက် တစ်ဆုဆုတွင် ထွက်သော အစီအစဉ်တိုင်းကို ကြီး ဇယားအတိုင်း ပေးချေသည်။',
  iboxBig:
    'လောင်းကြေးတစ်ခုဖြင့် နံပါတ်၏ အစီအစဉ်ပြောင်းပုံအားလုံးကို ဖုံးအုပ်သည်၊ ဆု 23 ဆုအနက် တစ်ဆုဆုတွင် ထွက်သော အစီအစဉ်တိုင်းကို ကြီး ဇယားကို အစီအစဉ်အရေအတွက်ဖြင့် စား၍ ပေးချေသည်။',
  boxSmall:
    'နံပါတ်၏ အစီအစဉ်ပြောင်းပုံတိုင်းတွင် အပြည့်လောင်းသည် (24၊ 12၊ 6 သို့မဟုတ် 4 တွဲ)၊ ပထမ၊ ဒုတိယ သို့မဟုတ် တတိယဆုအဖြစ် ထွက်သော အစီအစဉ်တိုင်းကို ငယ် ဇယားအတိုင်း ပေးချေသည်။',
  iboxSmall:
    'လောင်းကြေးတစ်ခုဖြင့် နံပါတ်၏ အစီအစဉ်ပြောင်းပုံအားလုံးကို ဖုံးအုပ်သည်၊ ပထမ၊ ဒုတိယ သို့မဟုတ် တတိယဆုအဖြစ် ထွက်သော အစီအစဉ်တိုင်းကို ငယ် ဇယားကို အစီအစဉ်အရေအတွက်ဖြင့် စား၍ ပေးချေသည်။',
};

/** Every language's descriptions; English is the vendor's own text. */
export const BET_DESCRIPTIONS: Readonly<Record<TLanguage, TDescriptions>> = {
  EN: en,
  CN: cn,
  TW: tw,
  VI: vi,
  TH: th,
  JA: ja,
  KO: ko,
  ES: es,
  PT: pt,
  TR: tr,
  RU: ru,
  AR: ar,
  HI: hi,
  FIL: fil,
  BN: bn,
  ID: id,
  MS: ms,
  KM: km,
  MY: my,
};

type TParams = Record<string, string | number>;
type TBetTypeRef = { code: string; costFactor: number | bigint };

/** Bet-type codes to their description template and its parameters. */
const DESCRIPTION_RULES: readonly [
  RegExp,
  (m: RegExpMatchArray, b: TBetTypeRef) => [TDescriptionKey, TParams?],
][] = [
  [/^P(\d)_DIGIT$/, (m) => ['posDigit', { n: Number(m[1]) }]],
  [/^P(\d)_BSOE$/, (m) => ['posBsoe', { n: Number(m[1]) }]],
  [/^SUM_BSOE$/, () => ['sumBsoe']],
  [/^RANK(\d+)$/, (m) => ['rank', { n: Number(m[1]) }]],
  [/^RANK(\d+)_BSOE$/, (m) => ['rankBsoe', { n: Number(m[1]) }]],
  [/^DRAGON_TIGER$/, () => ['dragonTiger']],
  [/^SUM_BS$/, () => ['diceBigSmall']],
  [
    /^SUM_(\d+)_(\d+)$/,
    (m) => ['total', { a: Number(m[1]), b: Number(m[2]), ways: diceSumWays(Number(m[1])) }],
  ],
  [/^TRIPLE$/, () => ['triple']],
  [/^ANY_TRIPLE$/, () => ['anyTriple']],
  [
    /^PICK(\d+)$/,
    (m) => {
      const n = Number(m[1]);
      if (n < 5) return ['pickSome', { n, ways: Number(choose(11 - n, 5 - n)) }];
      return n === 5 ? ['pickFive'] : ['pickCover', { n, ways: Number(choose(n, 5)) }];
    },
  ],
  [/^LO([23])$/, (m, b) => ['lo', { count: Number(b.costFactor), digits: Number(m[1]) }]],
  [/^DE$/, () => ['de']],
  [/^DAU$/, () => ['dau']],
  [/^DUOI$/, () => ['duoi']],
  [/^XIEN(\d)$/, (m) => ['xien', { k: Number(m[1]) }]],
  [/^BA_CANG$/, () => ['baCang']],
  [/^BIG$/, () => ['big4d']],
  [/^SMALL$/, () => ['small4d']],
  [/^BOX$/, () => ['boxBig']],
  [/^IBOX$/, () => ['iboxBig']],
  [/^SMALL_BOX$/, () => ['boxSmall']],
  [/^SMALL_IBOX$/, () => ['iboxSmall']],
];

/**
 * What a bet type pays in `language`, from its code (and, for lô, its cost factor: how many prizes
 * it plays); undefined: a code the UI does not know, whose vendor text then stands.
 */
export function betTypeDescription(language: TLanguage, betType: TBetTypeRef): string | undefined {
  for (const [pattern, describe] of DESCRIPTION_RULES) {
    const m = betType.code.match(pattern);
    if (!m) continue;
    const [key, params] = describe(m, betType);
    return fillPlaceholders(BET_DESCRIPTIONS[language][key], params, scriptOf(language).dir === 'rtl');
  }
  return undefined;
}
