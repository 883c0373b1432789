import { nullAnswerSchema } from '../responses';
import {
  captchaSchema,
  loginAnswerSchema,
  loginLogPageSchema,
  loginLogQuerySchema,
  loginRequestSchema,
} from '../session';
import type { ApiEntries } from './entry';

/** The calls of the server's `auth` module: the schema objects its routes register. */
export const authApi = {
  'GET /api_proxy/user/captcha/': { answer: captchaSchema },
  'POST /api_proxy/user/login/': { body: loginRequestSchema, answer: loginAnswerSchema },
  'GET /api_proxy/user/loginout/': { answer: nullAnswerSchema },
  'GET /api_proxy/log/login_log_list/': { query: loginLogQuerySchema, answer: loginLogPageSchema },
} satisfies ApiEntries;
