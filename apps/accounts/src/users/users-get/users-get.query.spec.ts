import { toUserListQuery } from './users-get.query';

describe('toUserListQuery', () => {
  it('applies the spec defaults', () => {
    expect(toUserListQuery({})).toEqual({
      groupIds: [],
      searchColumns: ['username', 'email_address', 'first_name', 'last_name'],
      keyword: undefined,
      orderColumn: 'id',
      orderDirection: 'ASC',
      limit: 25,
      offset: 0,
    });
  });

  it('maps public field names case-insensitively and ignores unknown ones', () => {
    const query = toUserListQuery({ orderfield: 'LastName', ordertype: 'desc', searchfield: 'EmailAddress', searchkeyword: ' bob ' });
    expect(query).toMatchObject({ orderColumn: 'last_name', orderDirection: 'DESC', searchColumns: ['email_address'], keyword: 'bob' });
    expect(toUserListQuery({ orderfield: 'password_hash; DROP TABLE x', ordertype: 'sideways' })).toMatchObject({ orderColumn: 'id', orderDirection: 'ASC' });
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(toUserListQuery({ orderfield: name, searchfield: name })).toMatchObject({
        orderColumn: 'id',
        searchColumns: ['username', 'email_address', 'first_name', 'last_name'],
      });
  });

  it('reads group ids from a string, a list or an array and bounds paging', () => {
    expect(toUserListQuery({ relusergroupid: '1,2,x' }).groupIds).toEqual([1, 2]);
    expect(toUserListQuery({ relusergroupid: [3, '4'] }).groupIds).toEqual([3, 4]);
    expect(toUserListQuery({ recordsperrequest: '100000', recordsfrom: '-5' })).toMatchObject({ limit: 500, offset: 0 });
    expect(toUserListQuery({ recordsperrequest: 0, recordsfrom: '10' })).toMatchObject({ limit: 1, offset: 10 });
  });
});
