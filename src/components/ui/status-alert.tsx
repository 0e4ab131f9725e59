/**
 * A one-line alert (icon and title). The sign-in screen loads it lazily (its default export, for
 * React.lazy), so the alert's component, icons and recipe are downloaded only when there is
 * something to say; other screens import it directly.
 */
import { Alert } from '../chakra/alert';

export default function StatusAlert(props: { status: 'error' | 'warning' | 'info' | 'success'; title: string; role?: 'alert' | 'status' }) {
  return (
    <Alert.Root status={props.status} role={props.role}>
      <Alert.Indicator />
      <Alert.Title>{props.title}</Alert.Title>
    </Alert.Root>
  );
}
