import type { LoginInput } from '@fireline/shared';
import { api } from '../../lib/api';

export const fetchCaptcha = () => api.get('/api_proxy/user/captcha/', undefined, { silent: true });

export const login = (body: LoginInput) => api.post('/api_proxy/user/login/', body, { silent: true });

export const logout = () => api.get('/api_proxy/user/loginout/', undefined, { silent: true });
