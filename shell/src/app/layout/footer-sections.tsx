import { company } from '@shop/shared/company';
import { Link } from '@shop/shared/navigation';
import type { RuntimeConfig } from '@shop/shared/runtime-config';

export const linkClass = 'text-sm text-slate-300 hover:text-white';

/** A social page from the configuration, or the home path when none is set. */
function SocialLink({ name, href }: { name: string; href: string | undefined }) {
  if (!href)
    return (
      <Link to="/" className={linkClass}>
        {name}
      </Link>
    );
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {name}
    </a>
  );
}

/** The shop's social pages and its WhatsApp chat. */
export function ConnectLinks({ socialLinks }: { socialLinks: RuntimeConfig['socialLinks'] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Connect With Us</h2>
      <ul className="space-y-2">
        <li>
          <SocialLink name="Facebook" href={socialLinks?.facebook} />
        </li>
        <li>
          <SocialLink name="Instagram" href={socialLinks?.instagram} />
        </li>
        <li>
          <a href={company.chatHref} target="_blank" rel="noreferrer" className={linkClass}>
            WhatsApp chat
          </a>
        </li>
      </ul>
    </div>
  );
}

/** The shop's address, phone and email. */
export function ContactDetails() {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">Get In Touch</h2>
      <address className="space-y-2 text-sm not-italic">
        <p>
          {company.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </p>
        <p>
          <a href={company.phoneHref} className={linkClass}>
            {company.phone}
          </a>
        </p>
        <p>
          <a href={`mailto:${company.email}`} className={linkClass}>
            {company.email}
          </a>
        </p>
      </address>
    </div>
  );
}
