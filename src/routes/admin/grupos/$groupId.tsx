import { createFileRoute } from '@tanstack/react-router';
import { GroupPage } from '../../../features/admin/group-page';

export const Route = createFileRoute('/admin/grupos/$groupId')({
  component: function GroupRoute() {
    const { groupId } = Route.useParams();
    return <GroupPage groupId={Number(groupId)} />;
  },
});
