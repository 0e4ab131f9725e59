import { createFileRoute } from '@tanstack/react-router';
import { AtRiskPage } from '../../features/admin/at-risk-page';

export const Route = createFileRoute('/admin/en-riesgo')({
  component: AtRiskPage,
});
