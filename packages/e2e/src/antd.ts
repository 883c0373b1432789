import type { Locator, Page } from 'playwright-core';

/**
 * Opens an Ant Design select (the select itself or the first one inside) and picks the option with this title
 * (options carry their label as title). A searchable select gets the title typed first: its list is virtual, so an
 * option far down is not in the page until the search brings it up. `search` is what to type when it differs from the
 * title (a select searching on the server by name, say).
 */
export const chooseOption = async (page: Page, select: Locator, title: string, search = title) => {
  const isSelect = await select.evaluate((element) => element.classList.contains('ant-select'));
  const target = isSelect ? select : select.locator('.ant-select').first();
  await target.click();
  const input = target.locator('input').first();
  if ((await input.getAttribute('readonly')) === null) await input.fill(search);
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .and(page.locator(`[title="${title}"]`));
  await option.waitFor({ state: 'visible' });
  await option.click();
  await option.waitFor({ state: 'hidden' });
};

/** Types into a FormPage field (`field-<id>`). */
export const fillField = (page: Page, id: string, value: string) =>
  page.getByTestId(`field-${id}`).locator('input').first().fill(value);
