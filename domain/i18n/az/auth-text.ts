/** The login and registration form's words (auth-form.tsx, in the dialog and on /login). */
export const AUTH_UI = {
  loginTitle: 'Hesabınıza daxil olun',
  registerTitle: 'Qeydiyyatdan keçin',
  name: 'Ad',
  email: 'E-poçt',
  password: 'Şifrə',
  noAccount: 'Hesabınız yoxdur?',
  haveAccount: 'Artıq hesabınız var?',
  createAccount: 'Qeydiyyatdan keçin',
  // the password field (storefront-field.tsx) and the link under the form
  showPassword: 'Şifrəni göstər',
  hidePassword: 'Şifrəni gizlət',
  forgotPassword: 'Şifrəni unutmusunuz?',
  loginInstead: 'Daxil olun',
} as const;
