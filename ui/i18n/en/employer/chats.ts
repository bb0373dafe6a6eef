import type { Widen } from '../../Widen.ts';
import type { panelChatsPl } from '../../pl/employer/chats.ts';

/** English texts of the panel's chats page. */
export const panelChatsEn: Widen<typeof panelChatsPl> = {
  chats: {
    nav: 'Chats',
    title: 'Chats',
    heading: 'Conversations with candidates',
    lead: 'Conversations with candidates who accepted your company’s invitation.',
    empty: 'You have no conversations yet. Invite candidates to talk on the Candidates page.',
  },
};
