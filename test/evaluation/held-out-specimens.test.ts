import { heldOutSpecimens } from '../../src/evaluation/held-out-specimens';

describe('heldOutSpecimens', () => {
  it('holds out every third image of each kind from the second, in file-name order, and none of a kind of one', () => {
    const images = [
      { image: 'passport/d.jpg', documentType: 'passport' },
      { image: 'passport/a.jpg', documentType: 'passport' },
      { image: 'passport/c.png', documentType: 'passport' },
      { image: 'passport/b.jpg', documentType: 'passport' },
      { image: 'passport/e.jpg', documentType: 'passport' },
      { image: 'de_id_card/x.jpg', documentType: 'de_id_card' },
      { image: 'de_id_card/y.jpg', documentType: 'de_id_card' },
      { image: 'gb_drivers_license/z.jpg', documentType: 'gb_drivers_license' },
    ];
    expect([...heldOutSpecimens(images)].sort()).toEqual(['de_id_card/y.jpg', 'passport/b.jpg', 'passport/e.jpg']);
  });
});
