// Sends an SMS code (appSendSMS). The demo has no SMS gateway: the code comes back in the reply's
// msg (see docs/architecture.md), which the form shows as a hint so a person can complete the flow.
import { callWithMessage } from '../../api/call-with-message';

export type SmsScene = 'register' | 'reset' | 'updateMobile' | 'login';

export interface SmsSent {
  /** Seconds until another code may be sent. */
  resendIn: number;
  /** The reply's msg, e.g. 验证码已发送（演示环境）：123456. */
  notice: string;
}

export async function sendSmsCode(mobile: string, scene: SmsScene): Promise<SmsSent> {
  const { result, msg } = await callWithMessage('appSendSMS', { mobile, scene });
  return { resendIn: result.resendIn, notice: msg || '验证码已发送，请注意查收' };
}
