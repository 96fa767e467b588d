import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './description-preview.js';

describe('descriptionPreview', () => {
  it('keeps 50 characters as they are', () => {
    const fifty = 'x'.repeat(50);
    expect(descriptionPreview(fifty)).toEqual({ text: fifty, truncated: false });
  });

  it('cuts longer text at 50 characters plus an ellipsis', () => {
    const text = 'Slow-fermented sourdough with a crackling crust and an open crumb.';
    expect(descriptionPreview(text)).toEqual({
      text: 'Slow-fermented sourdough with a crackling crust an...',
      truncated: true,
    });
  });
});
