import type { CaptchaAnswer, LoginAnswer, LoginInput } from '@fireline/shared';
import { api } from '../../lib/api';

export const fetchCaptcha = () => api.get<CaptchaAnswer>('/api_proxy/user/captcha/', undefined, { silent: true });

export const login = (body: LoginInput) => api.post<LoginAnswer>('/api_proxy/user/login/', body, { silent: true });

export const logout = () => api.get<null>('/api_proxy/user/loginout/', undefined, { silent: true });
