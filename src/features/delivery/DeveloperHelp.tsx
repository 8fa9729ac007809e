import { Accordion, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { VERIFY_NODE, VERIFY_PYTHON, WEBHOOK_EXAMPLES, type WebhookEventType } from '@/lib/delivery';
import { HeadingIntro } from '@/ui/HeadingIntro';
import { CodeBlock, DeliverySection } from './parts';

/** How to verify a delivery's signature: the code in Node.js and in Python, a tab each. */
export function VerifySnippets() {
  const { t } = useTranslation('delivery');
  return (
    <Tabs defaultValue="node">
      <Tabs.List>
        <Tabs.Tab value="node">{t('developers.node')}</Tabs.Tab>
        <Tabs.Tab value="python">{t('developers.python')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="node" pt="xs">
        <CodeBlock>{VERIFY_NODE}</CodeBlock>
      </Tabs.Panel>
      <Tabs.Panel value="python" pt="xs">
        <CodeBlock>{VERIFY_PYTHON}</CodeBlock>
      </Tabs.Panel>
    </Tabs>
  );
}

/** How to verify a delivery (Node and Python) and each event's payload, from the contract's examples. */
export function DeveloperHelp({ events }: { events: readonly WebhookEventType[] }) {
  const { t } = useTranslation('delivery');
  return (
    <DeliverySection id="delivery-developers" title={t('developers.heading')} intro={t('developers.intro')}>
      <VerifySnippets />
      <Stack gap="xs">
        <HeadingIntro order={3} title={t('developers.examplesHeading')} intro={t('developers.examplesIntro')} />
        <Accordion variant="separated" chevronPosition="right">
          {events.map((event) => (
            <Accordion.Item key={event} value={event}>
              <Accordion.Control>
                {t(`event.${event}`)} <bdi dir="ltr">({event})</bdi>
              </Accordion.Control>
              <Accordion.Panel>
                <CodeBlock>{JSON.stringify(WEBHOOK_EXAMPLES[event], null, 2)}</CodeBlock>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </DeliverySection>
  );
}
