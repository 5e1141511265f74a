import { useMemo } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { LandingPage } from '@/features/public/routes/landing-page';
import { RouteErrorScreen } from './error-boundary';
import { withLazyRetry } from './lazy-retry';
import { PublicLayout } from './layouts/public-layout';
import { FallbackRedirect, GuestOnly, RequireAuth } from './routes/guards';
import { RootLayout } from './routes/root-layout';

// Only the landing page ships in the first download; every other screen loads on demand.
const authPage = () => import('@/features/auth/routes/auth-page').then((m) => ({ Component: m.AuthPage }));
const adminPage = () => import('@/features/admin/routes/admin-page').then((m) => ({ Component: m.AdminPage }));
const dashboardLayout = () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout }));

/** The whole route table; tests mount it in a memory router. */
export const createAppRoutes = (): RouteObject[] => [
  // A data-room share link: public, outside the app's shell (no sign-in check, no product chrome).
  {
    path: paths.shareViewer.path,
    errorElement: <RouteErrorScreen />,
    lazy: () => import('@/features/share-viewer/routes/share-viewer-page').then((m) => ({ Component: m.ShareViewerPage })),
  },
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      // Handled before all others.
      {
        element: <GuestOnly />,
        children: [
          { path: paths.auth.auth.path, lazy: authPage },
          { path: paths.auth.signIn.path, lazy: authPage },
          { path: paths.auth.signUp.path, lazy: authPage },
        ],
      },
      { path: paths.auth.verifyEmail.path, lazy: () => import('@/features/auth/routes/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })) },
      { path: paths.auth.resetPassword.path, lazy: () => import('@/features/auth/routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: paths.auth.signInLink.path, lazy: () => import('@/features/auth/routes/sign-in-link-page').then((m) => ({ Component: m.SignInLinkPage })) },
      // Live-session test and debug pages (spec 000 §2): handled before the guards; they say when sign-in is needed.
      { path: paths.livekitTest.path, lazy: () => import('@/features/live/routes/livekit-test-page').then((m) => ({ Component: m.LivekitTestPage })) },
      { path: paths.livekitDebug.path, lazy: () => import('@/features/live/routes/livekit-debug-page').then((m) => ({ Component: m.LivekitDebugPage })) },

      // Always reachable.
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          { path: paths.pricing.path, lazy: () => import('@/features/billing/routes/pricing-page').then((m) => ({ Component: m.PricingPage })) },
          // Every other public page loads on demand, so the landing page's first download stays small.
          { path: paths.about.path, lazy: () => import('@/features/public/routes/about-page').then((m) => ({ Component: m.AboutPage })) },
          { path: paths.contact.path, lazy: () => import('@/features/public/routes/contact-page').then((m) => ({ Component: m.ContactPage })) },
          { path: paths.careers.path, lazy: () => import('@/features/public/routes/careers-page').then((m) => ({ Component: m.CareersPage })) },
          { path: paths.company.path, lazy: () => import('@/features/public/routes/company-page').then((m) => ({ Component: m.CompanyPage })) },
          { path: paths.aiCofounders.path, lazy: () => import('@/features/public/routes/site-page').then((m) => ({ Component: m.AiCofoundersPage })) },
          { path: paths.useCase.path, lazy: () => import('@/features/public/routes/site-page').then((m) => ({ Component: m.UseCasePage })) },
          { path: paths.termsOfService.path, lazy: () => import('@/features/public/routes/site-page').then((m) => ({ Component: m.TermsPage })) },
          { path: paths.privacyPolicy.path, lazy: () => import('@/features/public/routes/site-page').then((m) => ({ Component: m.PrivacyPage })) },
          { path: paths.documentation.path, lazy: () => import('@/features/docs/routes/documentation-page').then((m) => ({ Component: m.DocumentationPage })) },
          { path: paths.apiDocs.path, lazy: () => import('@/features/apikeys/routes/api-reference-page').then((m) => ({ Component: m.ApiReferencePage })) },
        ],
      },

      // Signed in only.
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.dashboard.root.path,
            lazy: dashboardLayout,
            children: [
              // The chat pulls in markdown rendering: loaded on demand to keep the landing bundle small.
              { index: true, lazy: () => import('@/features/chat/routes/chat-page').then((m) => ({ Component: m.ChatPage })) },
              { path: paths.dashboard.startup.path, lazy: () => import('@/features/startup/routes/startup-page').then((m) => ({ Component: m.StartupPage })) },
              // The app builder pulls in CodeMirror: loaded only on its route.
              { path: paths.dashboard.appBuilder.path, lazy: () => import('@/features/projects/routes/app-builder-page').then((m) => ({ Component: m.AppBuilderPage })) },
              { path: paths.dashboard.dataRoom.path, lazy: () => import('@/features/dataroom/routes/data-room-page').then((m) => ({ Component: m.DataRoomPage })) },
              { path: paths.dashboard.integrations.path, lazy: () => import('@/features/integrations/routes/integrations-page').then((m) => ({ Component: m.IntegrationsPage })) },
              { path: paths.dashboard.leads.path, lazy: () => import('@/features/leads/routes/leads-page').then((m) => ({ Component: m.LeadsPage })) },
              { path: paths.dashboard.billing.path, lazy: () => import('@/features/billing/routes/billing-page').then((m) => ({ Component: m.BillingPage })) },
              { path: paths.dashboard.admin.path, lazy: adminPage },
              { path: paths.dashboard.profile.path, lazy: () => import('@/features/profile/routes/profile-page').then((m) => ({ Component: m.ProfilePage })) },
              { path: paths.dashboard.videoStudio.path, lazy: () => import('@/features/avatars/routes/video-studio-page').then((m) => ({ Component: m.VideoStudioPage })) },
              { path: paths.dashboard.live.path, lazy: () => import('@/features/live/routes/live-session-page').then((m) => ({ Component: m.LiveSessionPage })) },
              { path: '*', element: <Navigate to={paths.dashboard.root.getHref()} replace /> },
            ],
          },
          {
            path: paths.legacy.superuser.path,
            lazy: dashboardLayout,
            children: [
              { index: true, lazy: () => import('@/features/admin/routes/superuser-page').then((m) => ({ Component: m.SuperuserPage })) },
              { path: paths.superuserUser.path, lazy: () => import('@/features/admin/routes/user-detail-page').then((m) => ({ Component: m.UserDetailPage })) },
            ],
          },
          {
            path: paths.systemHealth.path,
            lazy: dashboardLayout,
            children: [{ index: true, lazy: () => import('@/features/diagnostics/routes/system-health-page').then((m) => ({ Component: m.SystemHealthPage })) }],
          },
          {
            path: paths.agentServiceTest.path,
            lazy: dashboardLayout,
            children: [{ index: true, lazy: () => import('@/features/diagnostics/routes/agent-service-test-page').then((m) => ({ Component: m.AgentServiceTestPage })) }],
          },
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

/** `basename` mounts the whole app under a prefix (the in-browser demo runs under /demo). */
export function AppRouter({ basename }: { basename?: string } = {}) {
  const router = useMemo(() => createBrowserRouter(withLazyRetry(createAppRoutes()), { basename }), [basename]);
  return <RouterProvider router={router} />;
}
