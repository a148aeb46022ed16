import type { TLanguage } from './languages.ts';

/**
 * Stable error codes of the platform API. A client switches on `code`, never on `message`.
 * Add a code here together with its message in every language below; a unit test checks both.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'CONFLICT',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_DOMAIN',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'MAINTENANCE',
  'REGION_RESTRICTED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type TErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status that goes with each code. */
export const ERROR_STATUS: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_DOMAIN: 421,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  MAINTENANCE: 503,
  REGION_RESTRICTED: 451,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** The message a player reads for each code, in every bundled language (spec section 8 wording in EN). */
export const ERROR_MESSAGES: Record<TLanguage, Record<TErrorCode, string>> = {
  EN: {
    VALIDATION_FAILED: 'Some fields are missing or invalid',
    NOT_FOUND: 'The requested resource does not exist',
    CONFLICT: 'This already exists',
    METHOD_NOT_ALLOWED: 'This method is not allowed here',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'The request body type is not supported',
    INVALID_DOMAIN: 'Invalid URL, please contact customer service',
    UNAUTHORIZED: 'You are not logged in, please login',
    FORBIDDEN: 'You do not have permission for this action',
    TOO_MANY_REQUESTS: 'Too many requests, please try again after 5 minutes',
    MAINTENANCE: 'The system is under maintenance',
    REGION_RESTRICTED: 'Access restricted by location or IP',
    SERVICE_UNAVAILABLE: 'Network link is abnormal, please try again',
    INTERNAL_ERROR: 'Unknown error, please try again later',
  },
  CN: {
    VALIDATION_FAILED: '部分字段缺失或无效',
    NOT_FOUND: '请求的资源不存在',
    CONFLICT: '该项已存在',
    METHOD_NOT_ALLOWED: '不允许此请求方法',
    PAYLOAD_TOO_LARGE: '请求内容过大',
    UNSUPPORTED_MEDIA_TYPE: '不支持的请求内容类型',
    INVALID_DOMAIN: '无效的网址，请联系客服',
    UNAUTHORIZED: '您尚未登录，请先登录',
    FORBIDDEN: '您没有执行此操作的权限',
    TOO_MANY_REQUESTS: '请求过于频繁，请5分钟后再试',
    MAINTENANCE: '系统维护中',
    REGION_RESTRICTED: '您所在的地区或IP受到访问限制',
    SERVICE_UNAVAILABLE: '网络连接异常，请重试',
    INTERNAL_ERROR: '未知错误，请稍后再试',
  },
  VI: {
    VALIDATION_FAILED: 'Một số trường bị thiếu hoặc không hợp lệ',
    NOT_FOUND: 'Tài nguyên được yêu cầu không tồn tại',
    CONFLICT: 'Mục này đã tồn tại',
    METHOD_NOT_ALLOWED: 'Phương thức này không được phép',
    PAYLOAD_TOO_LARGE: 'Yêu cầu quá lớn',
    UNSUPPORTED_MEDIA_TYPE: 'Kiểu nội dung yêu cầu không được hỗ trợ',
    INVALID_DOMAIN: 'URL không hợp lệ, vui lòng liên hệ chăm sóc khách hàng',
    UNAUTHORIZED: 'Bạn chưa đăng nhập, vui lòng đăng nhập',
    FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này',
    TOO_MANY_REQUESTS: 'Quá nhiều yêu cầu, vui lòng thử lại sau 5 phút',
    MAINTENANCE: 'Hệ thống đang bảo trì',
    REGION_RESTRICTED: 'Truy cập bị hạn chế theo vị trí hoặc IP',
    SERVICE_UNAVAILABLE: 'Kết nối mạng bất thường, vui lòng thử lại',
    INTERNAL_ERROR: 'Lỗi không xác định, vui lòng thử lại sau',
  },
  TH: {
    VALIDATION_FAILED: 'ข้อมูลบางช่องไม่ครบหรือไม่ถูกต้อง',
    NOT_FOUND: 'ไม่พบข้อมูลที่ร้องขอ',
    CONFLICT: 'รายการนี้มีอยู่แล้ว',
    METHOD_NOT_ALLOWED: 'ไม่อนุญาตให้ใช้วิธีนี้',
    PAYLOAD_TOO_LARGE: 'คำขอมีขนาดใหญ่เกินไป',
    UNSUPPORTED_MEDIA_TYPE: 'ไม่รองรับประเภทเนื้อหาของคำขอ',
    INVALID_DOMAIN: 'URL ไม่ถูกต้อง กรุณาติดต่อฝ่ายบริการลูกค้า',
    UNAUTHORIZED: 'คุณยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบ',
    FORBIDDEN: 'คุณไม่มีสิทธิ์ดำเนินการนี้',
    TOO_MANY_REQUESTS: 'คำขอมากเกินไป กรุณาลองใหม่หลังจาก 5 นาที',
    MAINTENANCE: 'ระบบอยู่ระหว่างการปรับปรุง',
    REGION_RESTRICTED: 'การเข้าถึงถูกจำกัดตามตำแหน่งหรือ IP',
    SERVICE_UNAVAILABLE: 'การเชื่อมต่อเครือข่ายผิดปกติ กรุณาลองอีกครั้ง',
    INTERNAL_ERROR: 'เกิดข้อผิดพลาดที่ไม่ทราบสาเหตุ กรุณาลองใหม่ภายหลัง',
  },
};
