/**
 * Every UI text the specs look for, in one place (spec 000 §2 and §8). When the web app words a
 * label differently, change it here: one line per text. A RegExp accepts variants.
 */
export type Text = string | RegExp;

export const TEXT = {
  signIn: {
    path: '/signin',
    heading: 'Welcome Back',
    email: /^Email( Address)?$/i,
    password: 'Password',
    submit: 'Sign In',
    forgotPassword: 'Forgot your password?',
    /** The 401 message; the server's detail is "Incorrect email or password". */
    badCredentials: /incorrect (email or )?password|invalid email or password/i,
  },
  register: {
    path: '/signup',
    heading: 'Create Account',
    name: 'Full Name',
    email: 'Email Address',
    password: 'Password',
    confirm: 'Confirm Password',
    submit: 'Create Account',
  },
  checkEmail: {
    heading: 'Check Your Email',
    backToLogin: 'Back to Login',
  },
  verify: {
    path: '/verify-email',
    success: /Email verified successfully/i,
    goToDashboard: 'Go to Dashboard',
  },
  dashboard: {
    path: '/dashboard',
    heading: 'Dashboard',
    logout: 'Logout',
  },
  forgot: {
    email: /^Email( Address)?$/i,
    submit: 'Send Reset Link',
    sentHeading: 'Check Your Email',
  },
  reset: {
    path: '/reset-password',
    password: 'New Password',
    confirm: /^Confirm (New )?Password$/i,
    submit: 'Reset Password',
    success: /Password reset successfully/i,
    continue: 'Continue to Login',
  },
  /** What a signed-out visitor sees on a protected path: a way to sign in. */
  gate: {
    signIn: /^sign in$/i,
  },
} as const;
