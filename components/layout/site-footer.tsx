import Link from "next/link";
import { Brand } from "./brand";
import { Container } from "./container";

const links = [
  { href: "/grand-tests", label: "Grand Tests" },
  { href: "/pricing", label: "Pricing" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/terms", label: "Terms" },
];

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-2">
          <Brand />
          <p className="max-w-sm text-sm text-slate-500">Focused preparation for anaesthesia exams: quizzes, notes and timed practice.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-slate-600">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-brand-800">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container className="border-t border-slate-100 py-5 text-xs text-slate-500">
        © {new Date().getFullYear()} AnaesPrep. For exam preparation; always follow your local clinical guidelines.
      </Container>
    </footer>
  );
}
