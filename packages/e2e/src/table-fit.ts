import type { Locator } from 'playwright-core';

/**
 * What a user cannot read in a table as drawn: a header or cell whose text is cut (it overflows its box, or ends in an
 * ellipsis), a heading, date or amount broken over two lines, a cell that a fixed column (the actions on the right) lies over, and a cell outside the table's visible
 * width (scrolled out of sight). Answers one line per problem, naming the column and the text.
 */
export const unreadableCells = (table: Locator) =>
  table.evaluate((root) => {
    const problems: string[] = [];
    const isFixed = (cell: Element) => Array.from(cell.classList).some((name) => name.startsWith('ant-table-cell-fix'));
    const headOf = (cell: HTMLTableCellElement) => {
      const heads = Array.from(root.querySelectorAll('thead th'));
      return heads[cell.cellIndex]?.textContent?.trim() || `column ${cell.cellIndex + 1}`;
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
      Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    const outside = (inner: DOMRect, outer: DOMRect) => inner.left < outer.left - 1 || inner.right > outer.right + 1;
    const hides = (box: Element) => {
      const style = getComputedStyle(box);
      return style.textOverflow === 'ellipsis' || style.overflowX !== 'visible';
    };
    // A text runs past its cell (over the neighbour) or past a box that hides what overflows it (an ellipsis).
    const isCut = (cell: HTMLTableCellElement) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!(node.textContent ?? '').trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        for (let box = node.parentElement; box; box = box.parentElement) {
          if ((box === cell || hides(box)) && outside(text, box.getBoundingClientRect())) return true;
          if (box === cell) break;
        }
      }
      return false;
    };
    // A heading of one word, a date or an amount broken over two lines ("处理结/果", "2026-12-02 / 13:36").
    const isBroken = (cell: HTMLTableCellElement) => {
      const text = (cell.textContent ?? '').trim();
      const mustStayWhole =
        (cell.tagName === 'TH' && !/\s/.test(text)) ||
        /^(\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?|[\d,]+\.\d{2})$/.test(text);
      if (!mustStayWhole) return false;
      const tops: number[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) if (rect.width > 0) tops.push(rect.top);
      }
      return tops.some((top) => Math.abs(top - tops[0]!) > 4);
    };
    const view = (root.querySelector('.ant-table-content, .ant-table-body') ?? root).getBoundingClientRect();
    for (const row of Array.from(root.querySelectorAll('tr'))) {
      const cells = Array.from(row.children).filter(
        (cell): cell is HTMLTableCellElement =>
          cell instanceof HTMLTableCellElement &&
          !cell.classList.contains('ant-table-selection-column') &&
          !cell.classList.contains('ant-table-cell-scrollbar') &&
          (cell.textContent ?? '').trim() !== '',
      );
      const fixed = cells.filter(isFixed);
      for (const cell of cells) {
        const text = (cell.textContent ?? '').trim();
        const name = `${headOf(cell)}: "${text.slice(0, 40)}"`;
        if (isCut(cell)) problems.push(`cut ${name}`);
        else if (isBroken(cell)) problems.push(`broken over lines ${name}`);
        if (isFixed(cell)) continue;
        const rect = cell.getBoundingClientRect();
        if (fixed.some((other) => overlap(rect, other.getBoundingClientRect())))
          problems.push(`under the fixed column ${name}`);
        else if (rect.right > view.right + 1 || rect.left < view.left - 1) problems.push(`out of sight ${name}`);
      }
    }
    return problems;
  });
