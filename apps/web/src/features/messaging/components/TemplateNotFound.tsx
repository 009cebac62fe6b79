import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { NotFoundCard } from '@/components/NotFoundCard';

/** An editor opened on an e-mail or SMS template that does not exist: the shared card, back to the given list. */
export function TemplateNotFound({ listPath, listLabel }: { listPath: string; listLabel: string }) {
  return <NotFoundCard message={MESSAGING_MESSAGES.templateNotFound} list={{ label: listLabel, path: listPath }} />;
}
