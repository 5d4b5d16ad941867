import { MailIcon, MicIcon, ShieldCheckIcon } from 'lucide-react'
import type { Metadata } from 'next'

import { Badge } from '@/components/ui/badge'
import { Card, CardContent } from '@/components/ui/card'
import { Container } from '@/components/ui/container'
import { ContactForm } from '@/features/contact/components/contact-form'
import { newsletterAvailability } from '@/features/newsletter/provider'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { recaptchaConfig } from '@/integrations/recaptcha'
import { buildMetadata } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const site = await getMetadataSite()
  return buildMetadata(
    {
      title: 'Contact Us',
      description: `Questions, ideas or a story to tell? Write to the ${site.productName} team.`,
      canonical: '/contact',
    },
    site,
  )
}

export default async function ContactPage() {
  const site = await getSiteInfo()
  const addresses = [
    {
      Icon: MailIcon,
      label: 'General questions',
      email: site.contact.generalEmail,
    },
    {
      Icon: MicIcon,
      label: 'Stories and interviews',
      email: site.contact.storiesEmail,
    },
    {
      Icon: ShieldCheckIcon,
      label: 'Privacy requests',
      email: site.contact.privacyEmail,
    },
  ].filter((entry): entry is typeof entry & { email: string } => Boolean(entry.email))

  return (
    <>
      <section className="border-b border-border bg-sand">
        <Container className="py-14 md:py-20">
          <Badge variant="secondary">Get in touch</Badge>
          <h1 className="mt-5 text-4xl leading-tight md:text-6xl">Contact Us</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-mocha-light">
            Questions about a story, an idea for the site, or just want to say hello from the road? Send us a message
            and someone from the {site.productName} team will get back to you.
          </p>
        </Container>
      </section>

      <section aria-labelledby="contact-form-heading">
        <Container className="grid gap-10 py-14 md:py-20 lg:grid-cols-12">
          <div className="flex flex-col gap-6 lg:col-span-4">
            <h2 className="text-2xl md:text-3xl">Reach the team</h2>
            {addresses.length > 0 ? (
              <ul className="flex flex-col gap-4">
                {addresses.map(({ Icon, label, email }) => (
                  <li key={label} className="flex items-start gap-3">
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sand text-burnt">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-mocha">{label}</p>
                      <a
                        href={`mailto:${email}`}
                        className="break-words text-burnt underline-offset-4 hover:underline focus-visible:underline"
                      >
                        {email}
                      </a>
                    </div>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="text-base leading-relaxed text-mocha-light">
              We read every message and usually reply within a few days.
            </p>
          </div>

          <Card className="lg:col-span-8">
            <CardContent className="flex flex-col gap-6 p-6 md:p-8">
              <h2 id="contact-form-heading" className="text-2xl md:text-3xl">
                Send us a message
              </h2>
              <ContactForm
                siteKey={recaptchaConfig()?.siteKey ?? null}
                newsletterAvailable={newsletterAvailability().available}
              />
            </CardContent>
          </Card>
        </Container>
      </section>
    </>
  )
}
