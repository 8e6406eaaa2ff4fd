import { listCategoriesEndpoint } from '@ito/contracts/categories/list-categories';
import { updateCategoryEndpoint } from '@ito/contracts/categories/update-category';
import { getGraphEndpoint } from '@ito/contracts/protocols/graph';
import { listProgramsEndpoint as listProgramsRef } from '@ito/contracts/catalogue/refs';
import { updateCategoryEndpoint as updateCategoryRef } from '@ito/contracts/categories/refs';
import { call } from './call.ts';

/**
 * Type-level test of decision 042, checked by `npm run typecheck` (never run): each `@ts-expect-error` marks a
 * mistake the contract must turn into a type error in the web. Should the contract stop catching one, the
 * directive itself becomes the error ("Unused '@ts-expect-error' directive") and the typecheck fails.
 */
export async function contractChecks(): Promise<void> {
  // @ts-expect-error the path parameter is `id`, not `categoryId`
  await call(updateCategoryEndpoint, { params: { categoryId: 'c1' }, body: {} });
  // @ts-expect-error a path with parameters needs them
  await call(updateCategoryEndpoint, { body: {} });
  // @ts-expect-error the body's `name` is a string
  await call(updateCategoryEndpoint, { params: { id: 'c1' }, body: { name: 42 } });

  const categories = await call(listCategoriesEndpoint);
  // @ts-expect-error the answer has no `title` field
  void categories.data[0]?.title;
  void categories.data[0]?.programs_count.toFixed();

  const graph = await call(getGraphEndpoint, { params: { id: 'p1' } });
  // @ts-expect-error a graph's nodes carry `parentId`, not `parent_id`
  void graph.data.nodes[0]?.parent_id;

  // A ref from the endpoint manifest is typed like the endpoint it stands for.
  // @ts-expect-error the path parameter is `id`, not `categoryId`
  await call(updateCategoryRef, { params: { categoryId: 'c1' }, body: {} });
  // @ts-expect-error the body's `name` is a string
  await call(updateCategoryRef, { params: { id: 'c1' }, body: { name: 42 } });
  const programs = await call(listProgramsRef, { query: { page: 1 } });
  // @ts-expect-error a catalogue card has no `name`: it is the program's `title`
  void programs.data[0]?.name;
  void programs.data[0]?.title.trim();
}
