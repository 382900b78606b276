import { en } from './en';
import type { Translation } from './en';

/** Thai: the navigation and sign-in are translated; the rest shows English text until translated. */
export const th: Translation = {
  ...en,
  'shell-title': 'Sideline ระบบหลังบ้าน',
  'shell-logout': 'ออกจากระบบ',
  'shell-logout-everywhere': 'ออกจากระบบทุกที่',
  'shell-language': 'ภาษา',
  'nav-rooms': 'ห้องแชทสด',
  'nav-players': 'ผู้เล่นและการปิดเสียง',
  'nav-mask-words': 'คำต้องห้าม',
  'nav-trading': 'โต๊ะเทรด',
  'nav-sites': 'เว็บไซต์และกลุ่ม',
  'nav-staff': 'บัญชีและสิทธิ์',
  'nav-audit': 'บันทึกการตรวจสอบ',
  'nav-referral-codes': 'รหัสแนะนำ',
  'login-title': 'เข้าสู่ระบบหลังบ้าน',
  'login-email': 'อีเมล',
  'login-password': 'รหัสผ่าน',
  'login-submit': 'เข้าสู่ระบบ',
  'form-required': 'จำเป็น',
  'nav-events': 'รายการกิจกรรมและโปรแกรม',
  'nav-reports': 'รายงาน',
  // ---- banners and campaigns (issue 19 item 4) ----
  'nav-banners': 'แบนเนอร์',
  'nav-campaigns': 'แคมเปญ',
};
