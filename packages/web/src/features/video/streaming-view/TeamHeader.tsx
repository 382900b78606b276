import type { TeamInfo } from '@sideline/protocol';

/** Home and away teams with their logos (hidden when the chatroom hides its title). */
export function TeamHeader(props: { team: TeamInfo }) {
  const { team } = props;
  return (
    <header className="team-header" data-team-header="true">
      {team.HomeIconUrl && <img src={team.HomeIconUrl} alt="" width={24} height={24} />}
      <span className="team-header__name">{team.HomeName}</span>
      <span className="team-header__vs">vs</span>
      <span className="team-header__name">{team.AwayName}</span>
      {team.AwayIconUrl && <img src={team.AwayIconUrl} alt="" width={24} height={24} />}
    </header>
  );
}
