// WebSocket /ws/project?projectId=…: who else has the project open now. The server sends the whole list each time
// someone arrives or leaves; a member removed from the project is closed with 4404.
import { z } from "zod";

export const presentPersonSchema = z.object({ userId: z.string(), name: z.string() });
export type PresentPerson = z.infer<typeof presentPersonSchema>;

export const presenceMessageSchema = z.object({
  type: z.literal("presence"),
  /** Everyone with the project open, each person once, the receiver included. */
  people: z.array(presentPersonSchema),
});
export type PresenceMessage = z.infer<typeof presenceMessageSchema>;
