/**
 * "add a guitar session i did", "gonna log a spanish lesson", "my piano practice from earlier": a session noun said
 * right after a skill's name is practice on that skill, never a part of it called "Session". Without a length the
 * coach asks how long, as it does for "I practiced guitar".
 */
const sessionNouns = String.raw`(?:practi[cs]e|session|sesh|lesson|class|workout)s?`;

function escapeName(name: string): string {
  return name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether the (normalised, lower-case) text names a session of the skill called `skillName`. A message that says
 * "subskill" asks for a part by that name ("add a subskill called guitar lessons"), so it names no session.
 */
export function namesSkillSession(text: string, skillName: string): boolean {
  if (/\bsub-?skills?\b/.test(text)) return false;
  return new RegExp(String.raw`\b${escapeName(skillName)}\s+${sessionNouns}\b`).test(text);
}
