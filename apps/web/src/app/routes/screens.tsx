import type { ComponentType } from 'react';
import { ForgotPasswordRoute } from '@/features/auth/routes/ForgotPasswordRoute';
import { LoginRoute } from '@/features/auth/routes/LoginRoute';
import { ResetPasswordRoute } from '@/features/auth/routes/ResetPasswordRoute';
import { SignupRoute } from '@/features/auth/routes/SignupRoute';
import { UserLoginRoute } from '@/features/auth/routes/UserLoginRoute';
import { UsersRoute } from '@/features/auth/routes/UsersRoute';
import { DashboardRoute } from '@/features/dashboard/routes/DashboardRoute';
import { CustomDomainRoute } from '@/features/onboarding/routes/CustomDomainRoute';
import { OnboardingRoute } from '@/features/onboarding/routes/OnboardingRoute';
import { OutboxRoute } from '@/features/outbox/routes/OutboxRoute';
import { EmailAlertsRoute } from '@/features/settings/routes/EmailAlertsRoute';
import { OrganizationRoute } from '@/features/settings/routes/OrganizationRoute';
import { ProfileRoute } from '@/features/settings/routes/ProfileRoute';
import { SettingsHubRoute } from '@/features/settings/routes/SettingsHubRoute';
import { TagsRoute } from '@/features/tags/routes/TagsRoute';
import { AcceptInviteRoute } from '@/features/team/routes/AcceptInviteRoute';
import { SubUsersRoute } from '@/features/team/routes/SubUsersRoute';
import { TrackingPage } from '../pages/TrackingPage';

/** Screens built so far, by route path. Other routes show the shell with an empty content area. */
export const SCREENS: Partial<Record<string, ComponentType>> = {
  '/': DashboardRoute,
  '/dashboard': DashboardRoute,
  '/login': LoginRoute,
  '/userLogin': UserLoginRoute,
  '/users': UsersRoute,
  '/signup': SignupRoute,
  '/forgotPassword': ForgotPasswordRoute,
  '/reset_password': ResetPasswordRoute,
  '/onboarding': OnboardingRoute,
  '/outbox': OutboxRoute,
  '/tracking': TrackingPage,
  '/tracking/add': TrackingPage,
  '/tracking/import': TrackingPage,
  '/tracking/export': TrackingPage,
  '/tracking/:id': TrackingPage,
  '/tracking/edit/:id': TrackingPage,
  '/tags': TagsRoute,
  '/settings': SettingsHubRoute,
  '/settings_profile': ProfileRoute,
  '/email_alerts': EmailAlertsRoute,
  '/organization': OrganizationRoute,
  '/sub_users': SubUsersRoute,
  '/accept_invite': AcceptInviteRoute,
  '/custom_domain': CustomDomainRoute,
};
