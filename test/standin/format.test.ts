import { expect, it } from 'vitest';
import { describeMessage } from '../../src/tools/standin/index.ts';
import { World } from '../../src/tools/standin/model.ts';

it('describes content, embeds, components and files, with mentions by name', () => {
  const world = new World({ id: '100', username: 'Bot' }, '100');
  world.users.set('200', { id: '200', username: 'alice' });
  const lines = describeMessage(
    {
      content: 'your turn <@200>\nsecond line <@999>',
      embeds: [{ title: 'Abstrac', description: 'deal 1', fields: [{ name: 'Score', value: '<@200> 3' }] }],
      components: [
        {
          type: 1,
          components: [
            { type: 2, style: 1, label: 'Take 1', custom_id: 'abstrac:take:1:4:1' },
            { type: 2, style: 5, label: 'Rules', url: 'https://example.org' },
          ],
        },
        {
          type: 1,
          components: [
            { type: 3, custom_id: 'rummy:pick:2:7', options: [{ label: 'A♠', value: 'A♠' }], disabled: true },
          ],
        },
      ],
      attachments: [
        {
          id: '1',
          filename: 'board.png',
          contentType: 'image/png',
          data: Buffer.alloc(3),
          size: 3,
          url: '',
          description: null,
        },
      ],
    },
    world,
  );
  expect(lines).toEqual([
    'your turn @alice',
    'second line <@999>',
    'embed: Abstrac — deal 1',
    '  Score: @alice 3',
    '[Take 1] abstrac:take:1:4:1  [Rules](https://example.org)',
    '<select rummy:pick:2:7 (disabled): A♠>',
    'file: board.png (image/png, 3 bytes)',
  ]);
});
