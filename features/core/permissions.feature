@api @shell.6 @domain.6
Feature: Who may open what: permission matching
  Permission strings are app.action_resource and belong to the current organisation (shell §6).
  A check passes when every required entry matches; an entry with "|" passes when any one of its
  alternatives matches; an empty list is open to any signed-in user. Anything the console does not
  recognise is refused.

  @shell.6.perm-format @shell.6.match-all @shell.6.match-pipe @shell.6.empty-perms @domain.2.pipe-perms @domain.2.empty-perms @domain.6.pipe
  Scenario Outline: <who> <verdict> open a page needing "<needs>"
    Given a user holding the permissions "<held>"
    Then a page needing "<needs>" is <open or closed>

    Examples: single permissions
      | who                                     | held                                  | needs                                   | verdict | open or closed |
      | a user holding assets.view_asset        | assets.view_asset                     | assets.view_asset                       | may     | open           |
      | a user holding only assets.add_asset    | assets.add_asset                      | assets.view_asset                       | may not | closed         |
      | a user holding users.view_user          | users.view_user                       | assets.view_asset                       | may not | closed         |
      | a user holding nothing                  |                                       | users.view_user                         | may not | closed         |

    Examples: alternatives with "|" (domain §2: roles need rbac.view_orgrole OR rbac.view_systemrole)
      | who                                     | held                                  | needs                                   | verdict | open or closed |
      | an org admin holding rbac.view_orgrole  | rbac.view_orgrole                     | rbac.view_orgrole\|rbac.view_systemrole | may     | open           |
      | a system auditor holding the system one | rbac.view_systemrole                  | rbac.view_orgrole\|rbac.view_systemrole | may     | open           |
      | a user holding both                     | rbac.view_orgrole, rbac.view_systemrole | rbac.view_orgrole\|rbac.view_systemrole | may   | open           |
      | a user holding neither                  | users.view_user                       | rbac.view_orgrole\|rbac.view_systemrole | may not | closed         |

    Examples: every entry must match
      | who                                     | held                                  | needs                                   | verdict | open or closed |
      | a user holding both entries             | xpack.view_account, xpack.add_account | xpack.view_account, xpack.add_account   | may     | open           |
      | a user holding one of two entries       | xpack.view_account                    | xpack.view_account, xpack.add_account   | may not | closed         |

    Examples: an empty list is open to any signed-in user
      | who                                     | held                                  | needs                                   | verdict | open or closed |
      | a user holding nothing                  |                                       |                                         | may     | open           |

  @shell.6.perm-format @domain.6.perm-format
  Scenario Outline: deny by default: "<needs>" is never granted, even to someone "holding" it
    Given a user holding the permissions "users.view_user, <needs>"
    Then a page needing "<needs>" is closed

    Examples:
      | needs            |
      | users            |
      | users.           |
      | .view_user       |
      | *                |
      | users.view_user\| |
      | \|users.view_user |
      | USERS.VIEW_USER  |

  @shell.6.action-map
  Scenario Outline: the action word <action> needs the <permission> permission
    Then the action "<action>" on the "users" model "user" needs "<permission>"

    Examples:
      | action   | permission        |
      | create   | users.add_user    |
      | update   | users.change_user |
      | list     | users.view_user   |
      | retrieve | users.view_user   |
      | destroy  | users.delete_user |
