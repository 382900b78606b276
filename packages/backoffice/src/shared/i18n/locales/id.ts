import { en } from './en';
import type { Translation } from './en';

/** Indonesian: the navigation and sign-in are translated; the rest shows English text until translated. */
export const id: Translation = {
  ...en,
  'shell-title': 'Sideline back office',
  'shell-logout': 'Keluar',
  'shell-logout-everywhere': 'Keluar di semua perangkat',
  'shell-language': 'Bahasa',
  'nav-rooms': 'Ruang obrolan langsung',
  'nav-players': 'Pemain dan bisu',
  'nav-mask-words': 'Kata terlarang',
  'nav-trading': 'Meja trading',
  'nav-sites': 'Situs dan grup',
  'nav-staff': 'Akun dan izin',
  'nav-audit': 'Log audit',
  'nav-referral-codes': 'Kode referal',
  'login-title': 'Masuk back office',
  'login-email': 'Email',
  'login-password': 'Kata sandi',
  'login-submit': 'Masuk',
  'form-required': 'Wajib diisi',
  'nav-events': 'Daftar acara dan program',
  'nav-reports': 'Laporan',
  // ---- banners and campaigns (issue 19 item 4) ----
  'nav-banners': 'Banner',
  'nav-campaigns': 'Kampanye',
};
