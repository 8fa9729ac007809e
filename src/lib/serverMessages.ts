/**
 * Texts and codes the server sends that the client recognises (the error catalogue). The mock API
 * sends exactly these; the client maps them to translation keys.
 */
export const LOGIN_SERVER_MESSAGES = {
  accountNotActive: 'La cuenta no está activa. Por favor, confirma tu correo electrónico a través del enlace que te hemos enviado.',
  userNotFound: 'Usuario no encontrado',
  incorrectPassword: 'Contraseña incorrecta',
} as const;

export const SIGNUP_ERROR_CODES = {
  emailExists: '400_001',
  phoneExists: '400_002',
} as const;
