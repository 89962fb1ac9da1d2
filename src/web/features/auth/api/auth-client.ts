/** Calls to better-auth under /api/auth; its errors come as `{ code, message }`. */
export interface AuthResult<T> {
  data: T | null;
  error: { status: number; code: string; message: string } | null;
}

export async function authCall<T = unknown>(
  path: string,
  body?: unknown,
  method: "GET" | "POST" = "POST",
): Promise<AuthResult<T>> {
  const response = await fetch(`/api/auth${path}`, {
    method,
    credentials: "same-origin",
    headers: method === "POST" ? { "Content-Type": "application/json" } : undefined,
    body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
  });
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const e = (data ?? {}) as { code?: string; message?: string };
    return {
      data: null,
      error: { status: response.status, code: e.code ?? "ERROR", message: e.message ?? "" },
    };
  }
  return { data: data as T, error: null };
}

export const signIn = (email: string, password: string) =>
  authCall<{ twoFactorRedirect?: boolean }>("/sign-in/email", { email, password });

export const signUp = (email: string, password: string, name: string) =>
  authCall("/sign-up/email", { email, password, name, callbackURL: "/dashboard" });

export const resetPassword = (email: string) =>
  authCall("/request-password-reset", { email, redirectTo: "/reset-password" });

export const resendVerification = (email: string) =>
  authCall("/send-verification-email", { email, callbackURL: "/dashboard" });

export const signInAnonymously = () => authCall("/sign-in/anonymous", {});
