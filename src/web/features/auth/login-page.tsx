import { useQueryClient } from "@tanstack/react-query";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { paths } from "../../config/paths";
import { meQueryKey, useMe } from "./api/session";
import { AuthShell } from "./components/auth-shell";
import { LoginForm } from "./components/login-form";
import { SignUpForm } from "./components/sign-up-form";

/** Only a path inside the app is a safe place to return to after signing in. */
export function safeReturnPath(from: string | null): string {
  return from?.startsWith("/") && !from.startsWith("//") ? from : paths.dashboard;
}

/** /login and /auth: two tabs, Login (default) and Create Account. */
export function LoginPage() {
  const { data: me, isPending } = useMe();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const from = safeReturnPath(params.get("from"));
  const defaultTab = params.get("tab") === "signup" ? "signup" : "login";

  if (isPending) return <PageSpinner />;
  if (me && !me.user.isAnonymous) return <Navigate to={from} replace />;

  const onSignedIn = async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    navigate(from, { replace: true });
  };

  return (
    <AuthShell back={{ to: paths.home, label: "Back" }}>
      <Card>
        <CardHeader className="pb-4">
          <CardTitle className="text-2xl">
            {location.pathname === paths.auth ? "Sign in to continue" : "Welcome"}
          </CardTitle>
          <CardDescription>
            {me?.user.isAnonymous
              ? "Create an account to keep everything you made in the demo."
              : "Log in to your account or create a new one."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs defaultValue={me?.user.isAnonymous ? "signup" : defaultTab}>
            <TabsList className="mb-2 grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Create Account</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onSignedIn={onSignedIn} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthShell>
  );
}
