import type { Command } from 'commander';
import type { Instance, InstanceList } from '@crm/client';
import { withClient } from '../with-client.js';

export function registerInstanceCommands(program: Command): void {
  const instances = program.command('instances').description('messaging connections');

  instances
    .command('list')
    .description('list the messaging instances and their status')
    .action(async (_options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        const list = await client.listInstances();
        output.list(hideProviderTokens(list), [
          { header: 'id', path: 'id' },
          { header: 'name', path: 'name' },
          { header: 'platform', path: 'platform' },
          { header: 'provider', path: 'provider' },
          { header: 'status', path: 'status' },
          { header: 'active', path: 'isActive' },
        ]);
      });
    });
}

/** providerInstanceToken is a secret and output often ends up in logs: it is never printed. */
function hideProviderTokens(list: InstanceList): InstanceList {
  return list.data === undefined ? list : { ...list, data: list.data.map(hideProviderToken) };
}

function hideProviderToken(instance: Instance): Instance {
  if (instance.config?.providerInstanceToken === undefined) return instance;
  return { ...instance, config: { ...instance.config, providerInstanceToken: '[hidden]' } };
}
