import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button";
import { VisitorOnly } from "./visitor-only";

type JoinBannerProps = { title?: string; text?: string };

/** The "free to join" call to action at the end of marketing pages; hidden from anyone signed in. */
export function JoinBanner({
  title = "Free to join. Start preparing today.",
  text = "Create your account in a minute, explore the platform, and unlock subjects when you are ready.",
}: JoinBannerProps) {
  return (
    <VisitorOnly>
      <section aria-label="Join AnaesPrep" className="pb-16 sm:pb-20">
        <Container>
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-800 px-6 py-10 text-white sm:px-10 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
              <p className="mt-2 text-brand-100">{text}</p>
            </div>
            <div className="flex flex-wrap gap-3">
              <ButtonLink href="/register" size="lg" variant="inverse">
                Create free account
              </ButtonLink>
              <ButtonLink href="/pricing" size="lg" variant="inverse-outline">
                View plans
              </ButtonLink>
            </div>
          </div>
        </Container>
      </section>
    </VisitorOnly>
  );
}
