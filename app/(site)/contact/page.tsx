import type { Metadata } from "next";
import { Container } from "@/components/layout/container";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { pageMetadata } from "@/lib/seo";
import { ContactForm } from "./contact-form";

export const metadata: Metadata = pageMetadata({
  title: "Contact",
  description: "Questions about a plan, a payment or a quiz? Send the AnaesPrep team a message and we will get back to you.",
  path: "/contact",
});

export default function ContactPage() {
  return (
    <Container size="md" className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        description="Questions about a plan, a payment or a quiz? Send us a message and we will get back to you."
      />
      <Card className="sm:p-8">
        <ContactForm />
      </Card>
    </Container>
  );
}
