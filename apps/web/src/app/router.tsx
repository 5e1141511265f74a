import { useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { AdminPage } from '@/features/admin/routes/admin-page';
import { AuthPage } from '@/features/auth/routes/auth-page';
import { ResetPasswordPage } from '@/features/auth/routes/reset-password-page';
import { VerifyEmailPage } from '@/features/auth/routes/verify-email-page';
import { VideoStudioPage } from '@/features/avatars/routes/video-studio-page';
import { BillingPage } from '@/features/billing/routes/billing-page';
import { ChatPage } from '@/features/chat/routes/chat-page';
import { DataRoomPage } from '@/features/dataroom/routes/data-room-page';
import { IntegrationsPage } from '@/features/integrations/routes/integrations-page';
import { ProfilePage } from '@/features/profile/routes/profile-page';
import { AboutPage, ApiPage, CareersPage, CompanyPage, ContactPage, DocumentationPage, PricingPage } from '@/features/public/routes/info-pages';
import { LandingPage } from '@/features/public/routes/landing-page';
import { RouteErrorScreen } from './error-boundary';
import { DashboardLayout } from './layouts/dashboard-layout';
import { PublicLayout } from './layouts/public-layout';
import { FallbackRedirect, GuestOnly, RequireAuth } from './routes/guards';
import { RootLayout } from './routes/root-layout';

/** The whole route table; tests mount it in a memory router. */
export const createAppRoutes = (): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      // Handled before all others.
      {
        element: <GuestOnly />,
        children: [
          { path: paths.auth.auth.path, element: <AuthPage /> },
          { path: paths.auth.signIn.path, element: <AuthPage /> },
          { path: paths.auth.signUp.path, element: <AuthPage /> },
        ],
      },
      { path: paths.auth.verifyEmail.path, element: <VerifyEmailPage /> },
      { path: paths.auth.resetPassword.path, element: <ResetPasswordPage /> },

      // Always reachable.
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: paths.pricing.path, element: <PricingPage /> },
          { path: paths.about.path, element: <AboutPage /> },
          { path: paths.contact.path, element: <ContactPage /> },
          { path: paths.careers.path, element: <CareersPage /> },
          { path: paths.company.path, element: <CompanyPage /> },
          { path: paths.documentation.path, element: <DocumentationPage /> },
          { path: paths.apiDocs.path, element: <ApiPage /> },
        ],
      },

      // Signed in only.
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.dashboard.root.path,
            element: <DashboardLayout />,
            children: [
              { index: true, element: <ChatPage /> },
              { path: paths.dashboard.dataRoom.path, element: <DataRoomPage /> },
              { path: paths.dashboard.integrations.path, element: <IntegrationsPage /> },
              { path: paths.dashboard.billing.path, element: <BillingPage /> },
              { path: paths.dashboard.admin.path, element: <AdminPage /> },
              { path: paths.dashboard.profile.path, element: <ProfilePage /> },
              { path: paths.dashboard.videoStudio.path, element: <VideoStudioPage /> },
              { path: '*', element: <Navigate to={paths.dashboard.root.getHref()} replace /> },
            ],
          },
          { path: paths.legacy.superuser.path, element: <DashboardLayout />, children: [{ index: true, element: <AdminPage /> }] },
          { path: paths.legacy.dataRoom.path, element: <Navigate to={paths.dashboard.dataRoom.getHref()} replace /> },
          { path: paths.legacy.integrations.path, element: <Navigate to={paths.dashboard.integrations.getHref()} replace /> },
          { path: paths.legacy.billing.path, element: <Navigate to={paths.dashboard.billing.getHref()} replace /> },
          { path: paths.legacy.profile.path, element: <Navigate to={paths.dashboard.profile.getHref()} replace /> },
        ],
      },

      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(createAppRoutes()), []);
  return <RouterProvider router={router} />;
}
