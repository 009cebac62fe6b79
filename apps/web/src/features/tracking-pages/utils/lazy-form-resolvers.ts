import { lazyResolver } from '@/lib/lazy-resolver';

export const trackingTemplateRules = lazyResolver(() => import('./form-resolvers').then((module) => module.trackingTemplateResolver));
