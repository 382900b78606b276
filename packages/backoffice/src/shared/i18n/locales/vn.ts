import { en } from './en';
import type { Translation } from './en';

/** Vietnamese: the navigation and sign-in are translated; the rest shows English text until translated. */
export const vn: Translation = {
  ...en,
  'shell-title': 'Sideline quản trị',
  'shell-logout': 'Đăng xuất',
  'shell-logout-everywhere': 'Đăng xuất mọi nơi',
  'shell-language': 'Ngôn ngữ',
  'nav-rooms': 'Phòng chat trực tiếp',
  'nav-players': 'Người chơi và cấm chat',
  'nav-mask-words': 'Từ cấm',
  'nav-trading': 'Bàn giao dịch',
  'nav-sites': 'Trang và nhóm',
  'nav-staff': 'Tài khoản và quyền',
  'nav-audit': 'Nhật ký kiểm tra',
  'nav-referral-codes': 'Mã giới thiệu',
  'login-title': 'Đăng nhập quản trị',
  'login-email': 'Email',
  'login-password': 'Mật khẩu',
  'login-submit': 'Đăng nhập',
  'form-required': 'Bắt buộc',
  'nav-events': 'Sự kiện và lịch chương trình',
  'nav-reports': 'Báo cáo',
  // ---- banners and campaigns (issue 19 item 4) ----
  'nav-banners': 'Banner',
  'nav-campaigns': 'Chiến dịch',
};
