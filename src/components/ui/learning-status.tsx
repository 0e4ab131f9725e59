/** What a screen built on the student's learning data (learning/learning-store.ts) says while it loads or fails. */
import { Flex, Spinner, Text } from '@chakra-ui/react';
import { Alert } from '../chakra/alert';
import type { LearningState } from '../../learning/learning-store';

export function LearningStatus({ learning, loadingText }: { learning: LearningState; loadingText: string }) {
  if (learning.status === 'loading') {
    return (
      <Flex alignItems="center" gap="3" role="status">
        <Spinner size="sm" />
        <Text>{loadingText}</Text>
      </Flex>
    );
  }
  if (learning.status === 'error') {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{learning.message}</Alert.Description>
      </Alert.Root>
    );
  }
  return null;
}
