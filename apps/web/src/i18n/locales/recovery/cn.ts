import type { TRecoveryBundle } from './en.ts';

/** 找回密码（中文）。 */
export const recoveryCn: TRecoveryBundle = {
  usernameLead: '请输入您的用户名，我们将显示您可以用来找回账户的方式。',
  continue: '继续',
  otherUsername: '使用其他用户名',
  emailLead: '我们会将链接发送到您账户绑定的邮箱 {{email}}。请完整输入该邮箱以确认是您本人。',
  mobileLead: '我们会将验证码发送到您账户绑定的手机 {{mobile}}。请输入该号码以接收验证码。',
  onlyEmail: '此账户只能通过邮箱找回。',
  onlyMobile: '此账户未绑定邮箱，只能通过短信找回。',
  noneTitle: '此账户无法在线找回',
  noneText: '该账户没有可接收链接或验证码的邮箱或手机号。客服可以核实您的身份并帮助您恢复访问。',
  contactSupport: '联系客服',
};
