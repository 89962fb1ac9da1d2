import { UserRoundPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "../../../components/ui/card";
import { paths } from "../../../config/paths";

/** Demo (anonymous) users have no password or email: invite them to make a real account. */
export function DemoAccountCard() {
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle>You're using a demo account</CardTitle>
        <CardDescription>
          Create a free account to keep the quotes, customers and jobs you've added here. You'll
          then be able to sign in from any device, set a password and protect your account with
          two-factor authentication.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <Link to={`${paths.login}?tab=signup`}>
            <UserRoundPlus /> Create an account
          </Link>
        </Button>
        <Button asChild variant="link" className="px-0">
          <Link to={paths.login}>I already have an account</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
