// `npm run staff -- create-owner <email> [<name>]`: a shop's first owner, through the API with an
// admin operator token. The invitation is mailed; its link is printed too, since a new shop may have
// no mail server yet. Everyone else is invited by an owner in the back office.
import { operatorCall } from './lib/operator-call.mjs';

const usage = `Usage: npm run staff -- create-owner <email> [<name>]
  create-owner <email> [<name>]   invite the shop's first owner; prints the link that sets the password`;

const [command, email, ...nameWords] = process.argv.slice(2);

try {
  if (command !== 'create-owner' || !email) {
    console.log(usage);
    process.exit(command === 'help' || command === undefined ? 0 : 1);
  }
  const name = nameWords.join(' ') || email.split('@')[0];
  const { data } = await operatorCall('POST', '/staff/owner', { email, name });
  console.log(`staff: ${data.staff.email} invited as owner. The link that sets the password (valid 3 days, once):\n${data.inviteUrl}`);
} catch (error) {
  console.error(`staff: ${error.message}`);
  process.exit(1);
}
