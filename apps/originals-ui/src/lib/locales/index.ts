import type { TLanguage } from '@croupier/contracts';
import type { TBundle } from '../i18n-en.ts';
import { ar } from './ar.ts';
import { bn } from './bn.ts';
import { cn } from './cn.ts';
import { es } from './es.ts';
import { fil } from './fil.ts';
import { hi } from './hi.ts';
import { id } from './id.ts';
import { ja } from './ja.ts';
import { km } from './km.ts';
import { ko } from './ko.ts';
import { ms } from './ms.ts';
import { my } from './my.ts';
import { pt } from './pt.ts';
import { ru } from './ru.ts';
import { th } from './th.ts';
import { tr } from './tr.ts';
import { tw } from './tw.ts';
import { vi } from './vi.ts';

/** Every language's in-house game words but English (which is in i18n-en.ts). */
export const LOCALES: Partial<Record<TLanguage, TBundle>> = {
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
